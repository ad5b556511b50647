require("@testing-library/jest-dom");

/*
 * What the Markdown functions returned, kept for the worker's other test files (the memo of
 * __tests__/support/jest-environment.js): parsing and rendering Markdown was over half of each
 * load of the content, and 40 test files load it, each in a registry of its own, reading the same
 * 262 texts again. The functions are pure: a result depends on the arguments and the base path
 * the links are given, which make the key. It is kept as JSON and read back into the file's own
 * objects. What they refuse is never kept, so each load refuses it again with its own
 * registry's error; the real module (and unified's) is loaded only when a text is new.
 */
const MARKDOWN = "@/lib/content/markdown";
const memo = globalThis.__workerMemo;
if (memo) {
  jest.mock(MARKDOWN, () => {
    /** @type {typeof import("@/lib/content/markdown") | undefined} */
    let actual;
    const real = () => (actual ??= jest.requireActual(MARKDOWN));
    /** @param {"renderMarkdown" | "firstParagraphText" | "markdownLinks" | "answerText"} name */
    const remembered =
      (name) =>
      (/** @type {unknown[]} */ ...args) => {
        const key = JSON.stringify([name, args, process.env.NEXT_PUBLIC_BASE_PATH ?? ""]);
        let known = memo.get(key);
        if (known === undefined) {
          known = JSON.stringify(/** @type {Function} */ (real()[name])(...args));
          memo.set(key, known);
        }
        return JSON.parse(known);
      };
    return {
      __esModule: true,
      renderMarkdown: remembered("renderMarkdown"),
      firstParagraphText: remembered("firstParagraphText"),
      markdownLinks: remembered("markdownLinks"),
      answerText: remembered("answerText"),
      get markdownLink() {
        return real().markdownLink;
      },
      get fillPlaceholders() {
        return real().fillPlaceholders;
      },
    };
  });
}

// next/link reads the export's trailingSlash setting from this build-time variable.
process.env.__NEXT_TRAILING_SLASH = "true";

// The browser stand-ins, for the files that run in jsdom (a file of build scripts may ask for
// Node's own environment with a `@jest-environment node` docblock).
if (typeof window !== "undefined") {
  // jsdom lacks these browser APIs; Radix and the counters need them to exist.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  global.ResizeObserver = global.ResizeObserver || ResizeObserverStub;

  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }

  if (!window.PointerEvent) {
    window.PointerEvent = class PointerEvent extends MouseEvent {};
  }

  Element.prototype.scrollIntoView =
    Element.prototype.scrollIntoView || function scrollIntoView() {};
  Element.prototype.hasPointerCapture = Element.prototype.hasPointerCapture || (() => false);
  Element.prototype.releasePointerCapture = Element.prototype.releasePointerCapture || (() => {});
  window.scrollTo = () => {};

  // jsdom cannot navigate; stop link clicks at the document so tests see only app behaviour.
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  });
}

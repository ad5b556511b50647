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

/*
 * The same for the YAML the content store parses (lib/store/store.ts), the other half of each
 * load. Only the parser is wrapped, not the store: a mocked module is shared with the registries
 * of jest.isolateModules, and the store reads CONTENT_DIR and the registry when it is loaded.
 * `parse(text)` and the store's `parseDocument(text, { lineCounter, prettyErrors })` keep what a
 * text parsed to as JSON, when it parsed without an error into plain data (no date, no infinite
 * number); each call gets a copy of its own. The document is that data until anything else of
 * it is asked (the line of a field a schema refused, an edit): then the text is parsed for real,
 * with the caller's options, and the document is the real one from then on. A text with a syntax
 * error is parsed each time, so each load reports it with its own errors.
 */
if (memo) {
  jest.mock("yaml", () => {
    /** @type {typeof import("yaml")} */
    const actual = jest.requireActual("yaml");
    /** @param {unknown} value @returns {boolean} */
    const plain = (value) =>
      value === null ||
      typeof value === "string" ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0)) ||
      (Array.isArray(value)
        ? value.every(plain)
        : typeof value === "object" &&
          Object.getPrototypeOf(value) === Object.prototype &&
          Object.values(value).every(plain));
    /** @param {unknown} options */
    const storeOptions = (options) =>
      typeof options === "object" &&
      options !== null &&
      Object.keys(options).sort().join() === "lineCounter,prettyErrors" &&
      /** @type {{ prettyErrors?: unknown }} */ (options).prettyErrors === true;
    return {
      ...actual,
      /** @param {unknown[]} args */
      parse(...args) {
        const [text] = args;
        if (args.length !== 1 || typeof text !== "string") return actual.parse(...args);
        const key = JSON.stringify(["yaml.parse", text]);
        const known = memo.get(key);
        if (known !== undefined) return JSON.parse(known);
        const data = actual.parse(text);
        if (plain(data)) memo.set(key, JSON.stringify(data));
        return data;
      },
      /** @param {unknown[]} args */
      parseDocument(...args) {
        const [text, options] = args;
        if (args.length !== 2 || typeof text !== "string" || !storeOptions(options)) {
          return actual.parseDocument(...args);
        }
        const key = JSON.stringify(["yaml.parseDocument", text]);
        const known = memo.get(key);
        if (known === undefined) {
          const doc = actual.parseDocument(text, options);
          const data = doc.errors.length ? undefined : doc.toJS();
          if (plain(data)) memo.set(key, JSON.stringify(data));
          return doc;
        }
        /** @type {ReturnType<typeof actual.parseDocument> | undefined} */
        let real;
        return new Proxy(
          {},
          {
            get(_, property) {
              if (real === undefined && property === "errors") return [];
              if (real === undefined && property === "toJS") {
                return (/** @type {unknown[]} */ ...given) =>
                  given.length
                    ? (real ??= actual.parseDocument(text, options)).toJS(...given)
                    : JSON.parse(known);
              }
              real ??= actual.parseDocument(text, options);
              const value = Reflect.get(real, property);
              return typeof value === "function" ? value.bind(real) : value;
            },
          },
        );
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

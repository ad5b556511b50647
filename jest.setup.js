require("@testing-library/jest-dom");

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

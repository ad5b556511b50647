// On a phone the photos of the sections below the fold are lazy, yet within Chromium's distance
// for loading them, so the first layout requested them together with the page's main photo
// (five on the home page, eleven on the gallery), and they shared the bandwidth with it: the
// main photo painted later (docs/performance.md, tenth round). Native lazy loading has no
// setting for "after the main photo", so this part of the page's inline loader holds them back
// until then. The attribute it sets on <html> hides the lazy photos (app/globals.css); a hidden
// <img> has no box, so the browser's lazy loading leaves it alone, and the photo's own box keeps
// its size meanwhile (components/photo.tsx), so nothing moves when they come. Without script the
// attribute is never set and every photo loads as the browser decides.

/**
 * Runs inline in <head>, before the body is parsed. Lets the photos go in the task after the
 * frame that paints the main photo (the page's `fetchpriority="high"` image), at once when it
 * fails or the page has none, and as soon as the visitor scrolls, types or taps: someone who
 * moves before the main photo has come should not meet empty boxes. A page that is not visible
 * (a background tab, a prerender) paints nothing to wait for: it holds nothing.
 * @param {string} attribute
 */
function holdPhotosForMainPhoto(attribute) {
  if (document.visibilityState !== "visible") return;
  const root = document.documentElement;
  const moves = ["scroll", "keydown", "pointerdown"];
  const release = () => {
    root.removeAttribute(attribute);
    for (const type of moves) removeEventListener(type, release, true);
    document.removeEventListener("visibilitychange", release);
  };
  root.setAttribute(attribute, "");
  for (const type of moves) addEventListener(type, release, { capture: true, passive: true });
  document.addEventListener("visibilitychange", release);
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      const main = /** @type {HTMLImageElement | null} */ (
        document.querySelector('img[fetchpriority="high"]')
      );
      if (typeof main?.decode !== "function") return release();
      // decode() settles once the photo can be drawn, or has failed.
      main.decode().then(() => requestAnimationFrame(() => setTimeout(release)), release);
    },
    { once: true },
  );
}

/** @param {string} attribute */
export const mainPhotoFirst = (attribute) =>
  `(${holdPhotosForMainPhoto.toString()})(${JSON.stringify(attribute)})`;

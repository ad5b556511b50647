// Which photo a phone downloads, judged: from what the browser reports for each photo of a page
// (its box, the file it chose, that file's bytes), the full-width photos and whether each stays
// under the ceiling, and whether `sizes` made the browser pick a larger file than the
// box needs. Pure functions, so the verdict is unit-tested apart from the browser.

/** A photo drawn at least this share of the viewport's width counts as full-width. */
export const FULL_WIDTH_SHARE = 0.85;

/**
 * The candidates of a srcset with width descriptors, narrowest first.
 * @param {string} srcset
 * @returns {{ url: string, width: number }[]}
 */
export function srcsetCandidates(srcset) {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, descriptor]) => url && /^\d+w$/.test(descriptor ?? ""))
    .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .sort((a, b) => a.width - b.width);
}

/**
 * The width of the file a box of `cssWidth` needs at `dpr`: the narrowest candidate at least
 * that many pixels wide, else the widest there is (null when there is none).
 * @param {number[]} widths
 * @param {number} cssWidth
 * @param {number} dpr
 * @returns {number | null}
 */
export function neededWidth(widths, cssWidth, dpr) {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= cssWidth * dpr) ?? sorted.at(-1) ?? null;
}

/**
 * @typedef {{ src: string, srcset: string, boxWidth: number, bytes: number }} SeenPhoto
 *   what the browser reports: the chosen file's address (currentSrc), the srcset it chose from
 *   (the <source>'s for a <picture>, else the <img>'s), the box's CSS width, the file's bytes
 * @typedef {SeenPhoto & { fullWidth: boolean, pickedWidth: number | null, neededWidth: number | null,
 *   over: boolean }} JudgedPhoto
 */

/**
 * Judges the photos one page showed at a viewport of `viewportWidth` CSS pixels and `dpr`.
 * @param {SeenPhoto[]} photos
 * @param {{ viewportWidth: number, dpr: number, maxBytes: number }} limits
 */
export function judgePhotos(photos, { viewportWidth, dpr, maxBytes }) {
  /** @type {JudgedPhoto[]} */
  const judged = photos.map((photo) => {
    const candidates = srcsetCandidates(photo.srcset);
    const picked = candidates.find(({ url }) => photo.src.endsWith(url));
    const fullWidth = photo.boxWidth >= FULL_WIDTH_SHARE * viewportWidth;
    return {
      ...photo,
      fullWidth,
      pickedWidth: picked?.width ?? null,
      neededWidth: neededWidth(
        candidates.map((c) => c.width),
        photo.boxWidth,
        dpr,
      ),
      over: fullWidth && photo.bytes > maxBytes,
    };
  });
  const fullWidth = judged.filter((photo) => photo.fullWidth);
  const largest = fullWidth.reduce(
    (/** @type {JudgedPhoto | null} */ max, photo) =>
      !max || photo.bytes > max.bytes ? photo : max,
    null,
  );
  return {
    photos: judged,
    fullWidth: fullWidth.length,
    largest,
    over: judged.filter((photo) => photo.over),
    // A file wider than the box needs: `sizes` claims more width than the photo is drawn at.
    oversized: judged.filter(
      (photo) =>
        photo.pickedWidth !== null &&
        photo.neededWidth !== null &&
        photo.pickedWidth > photo.neededWidth,
    ),
    pass: judged.every((photo) => !photo.over),
  };
}

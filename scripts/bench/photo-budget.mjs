// Which photo a phone downloads, judged: from what the browser reports for each photo of a page
// (its box, the file it chose, that file's bytes), the full-width photos and whether each stays
// under the ceiling. Pure functions, so the verdict is unit-tested apart from the browser.

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
 * @typedef {{ src: string, srcset: string, boxWidth: number, bytes: number }} SeenPhoto
 *   what the browser reports: the chosen file's address (currentSrc), the srcset it chose from
 *   (the <source>'s for a <picture>, else the <img>'s), the box's CSS width, the file's bytes
 * @typedef {SeenPhoto & { fullWidth: boolean, pickedWidth: number | null, over: boolean }} JudgedPhoto
 */

/**
 * Judges the photos one page showed at a viewport of `viewportWidth` CSS pixels.
 * @param {SeenPhoto[]} photos
 * @param {{ viewportWidth: number, maxBytes: number }} limits
 */
export function judgePhotos(photos, { viewportWidth, maxBytes }) {
  /** @type {JudgedPhoto[]} */
  const judged = photos.map((photo) => {
    const picked = srcsetCandidates(photo.srcset).find(({ url }) => photo.src.endsWith(url));
    const fullWidth = photo.boxWidth >= FULL_WIDTH_SHARE * viewportWidth;
    return {
      ...photo,
      fullWidth,
      pickedWidth: picked?.width ?? null,
      over: fullWidth && photo.bytes > maxBytes,
    };
  });
  const fullWidth = judged.filter((photo) => photo.fullWidth);
  return {
    fullWidth: fullWidth.length,
    // The first of the heaviest.
    largest: fullWidth.toSorted((a, b) => b.bytes - a.bytes)[0] ?? null,
    over: judged.filter((photo) => photo.over),
    pass: judged.every((photo) => !photo.over),
  };
}

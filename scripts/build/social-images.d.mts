/**
 * Draws each entry's social card into `outDir` (a photo card from the export's photo, else a
 * card of words); rejects, writing nothing, when an entry is invalid or a card's words do not
 * fit. Resolves with the written paths, relative to `outDir`, in entry order.
 */
export function writeSocialImages(
  entries: unknown,
  outDir: string,
  options?: { fontDir?: string; cacheDir?: string },
): Promise<string[]>;

/** One served size of an uploaded photo, in both formats (scripts/photos/photos.mjs writes them). */
export type PhotoVariant = { width: number; avif: string; webp: string };

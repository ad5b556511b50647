export const CHUNKS_ID: string;
/** A page's first-load chunks: from the loader's list, or Next's own tags if not deferred. */
export function firstLoadScripts(html: string): string[];
/** The low-priority script preloads that the loader adds once the chunks are started. */
export function firstLoadPreloads(html: string): string[];

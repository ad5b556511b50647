import { type Element, type Root } from "hast";

export const CHUNKS_ID: string;
/** A page's first-load chunks: from the loader's list, or Next's own tags if not deferred. */
export function firstLoadScripts(html: string): string[];
/** The low-priority script preloads that the loader adds once the chunks are started. */
export function firstLoadPreloads(html: string): string[];
/** Next's first-load tags in <head>: async chunk scripts and low-priority script preloads. */
export function nextChunkTags(head: Element): {
  scripts: Element[];
  preloads: Element[];
};
/** The list the loader reads, or null if the page has none. */
export function chunkList(tree: Root): {
  scripts: string[];
  preloads: string[];
  attributes?: Record<string, Record<string, string>>;
} | null;

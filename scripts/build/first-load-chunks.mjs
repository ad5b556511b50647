// Which of Next's chunks a page loads first, read with the HTML parser: from the list the
// post-build step writes into each page (scripts/build/post-build/pages.mjs), or from Next's own tags
// in a page it has not touched. The build, the tests and the benchmark all read it here.
import { elements, parseHtml, textOf } from "./post-build/html.mjs";

export const CHUNKS_ID = "first-load-chunks";

const isNextChunk = (url) => typeof url === "string" && url.includes("/_next/static/");

/** Next's first-load tags in <head>: async chunk scripts and low-priority script preloads. */
export function nextChunkTags(head) {
  const tags = head.children.filter((node) => node.type === "element");
  return {
    scripts: tags.filter(
      (el) =>
        el.tagName === "script" &&
        el.properties.async === true &&
        !el.properties.noModule &&
        isNextChunk(el.properties.src),
    ),
    preloads: tags.filter(
      (el) =>
        el.tagName === "link" &&
        el.properties.rel?.includes("preload") &&
        el.properties.as === "script" &&
        isNextChunk(el.properties.href),
    ),
  };
}

/** The { scripts, preloads } list the loader reads, or null if the page has none. */
export function chunkList(tree) {
  for (const el of elements(tree)) {
    if (el.tagName === "script" && el.properties.id === CHUNKS_ID) return JSON.parse(textOf(el));
  }
  return null;
}

function readChunks(html) {
  const tree = parseHtml(html);
  const list = chunkList(tree);
  if (list) return list;
  const all = [...elements(tree)];
  return {
    scripts: all
      .filter((el) => el.tagName === "script" && !el.properties.noModule)
      .map((el) => el.properties.src)
      .filter(isNextChunk),
    preloads: all
      .filter((el) => el.tagName === "link" && el.properties.as === "script")
      .map((el) => el.properties.href)
      .filter(isNextChunk),
  };
}

/** A page's first-load chunks: from the loader's list, or Next's own tags if not deferred. */
export const firstLoadScripts = (html) => readChunks(html).scripts;

/** The low-priority script preloads that the loader adds once the chunks are started. */
export const firstLoadPreloads = (html) => readChunks(html).preloads;

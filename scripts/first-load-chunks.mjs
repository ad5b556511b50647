// What scripts/defer-chunks.mjs writes into each page, read back by the tests and the
// benchmark: the list of Next's first-load chunks that the page's loader starts.

export const CHUNKS_ID = "first-load-chunks";

const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const CHUNKS_DATA = new RegExp(
  `<script type="application/json" id="${CHUNKS_ID}">([^<]*)</script>`,
);

/** A page's first-load chunks: from the loader's data, or Next's own tags if not deferred. */
export function firstLoadScripts(html) {
  const data = CHUNKS_DATA.exec(html);
  if (data) return JSON.parse(data[1]).scripts;
  return [...html.matchAll(/<script(?![^>]*\bnoModule)[^>]*\bsrc="([^"]+\.js)"/g)].map(
    ([, s]) => s,
  );
}

/** The low-priority script preloads that the loader adds once the chunks are started. */
export function firstLoadPreloads(html) {
  const data = CHUNKS_DATA.exec(html);
  if (data) return JSON.parse(data[1]).preloads;
  return [...html.matchAll(SCRIPT_PRELOAD)].map(([, href]) => href);
}

/** Moves the chunk tags Next wrote in <head> into a data list read by `loader` (inline JS). */
export function deferChunks(html, loader) {
  const end = html.indexOf("</head>");
  const head = html.slice(0, end);
  const scripts = [...head.matchAll(ASYNC_SCRIPT)].map(([, src]) => src);
  if (scripts.length === 0 || CHUNKS_DATA.test(head)) return html;
  const preloads = [...head.matchAll(SCRIPT_PRELOAD)].map(([, href]) => href);
  // Chunk URLs are plain paths: nothing in them can close the <script> element.
  const data = JSON.stringify({ scripts, preloads });
  return (
    head.replace(ASYNC_SCRIPT, "").replace(SCRIPT_PRELOAD, "") +
    `<script type="application/json" id="${CHUNKS_ID}">${data}</script><script>${loader}</script>` +
    html.slice(end)
  );
}

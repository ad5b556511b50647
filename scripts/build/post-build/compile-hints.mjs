// Marks every first-load chunk with V8's explicit compile hint, so Chromium compiles it on a
// background thread while it streams in, not lazily on the main thread during the framework's
// boot, which made that the longest task of every page and most of the mobile TBT (issue 10,
// docs/performance.md). Code loaded on first use stays lazy.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PostBuildError } from "./html.mjs";

// https://v8.dev/blog/explicit-compile-hints: a magic comment on the file's first line.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const SOURCE_MAP_URL = /\n\/\/# sourceMappingURL=(\S+)\s*$/;

/**
 * The chunk's path inside out/, whatever base path its URL carries.
 * @param {string} out @param {string} url
 */
export function chunkFile(out, url) {
  const at = url.indexOf("/_next/");
  if (at === -1) throw new PostBuildError(`${url} is not a Next chunk URL`);
  return path.join(out, url.slice(at));
}

/**
 * Prepends the hint; a source map gains an empty first line (`;`) so it still lines up.
 * @param {string} file
 */
function markChunk(file) {
  const js = readFileSync(file, "utf8");
  if (js.startsWith(`${COMPILE_HINT}\n`)) return false;
  writeFileSync(file, `${COMPILE_HINT}\n${js}`);
  const mapName = SOURCE_MAP_URL.exec(js)?.[1];
  const mapFile = mapName && path.join(path.dirname(file), mapName);
  if (mapFile && existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, "utf8"));
    if (typeof map.mappings === "string") map.mappings = `;${map.mappings}`;
    // Index maps (sections) place each part by line offset.
    for (const section of map.sections ?? []) section.offset.line += 1;
    writeFileSync(mapFile, JSON.stringify(map));
  }
  return true;
}

/**
 * Marks each chunk once; returns how many were newly marked.
 * @param {string} out @param {string[]} urls
 */
export function markChunks(out, urls) {
  let marked = 0;
  for (const file of new Set(urls.map((url) => chunkFile(out, url)))) {
    if (!existsSync(file)) throw new PostBuildError(`${path.relative(out, file)} is missing`);
    if (markChunk(file)) marked += 1;
  }
  return marked;
}

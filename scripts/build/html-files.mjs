import { readdirSync } from "node:fs";
import path from "node:path";

/** Every .html page below `dir`, by its path from `dir` with "/" (the build steps share it). */
export const exportPages = (dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => name.split(path.sep).join("/"));

/** Every .html file below `dir`, as absolute paths (the benchmark and the tests). */
export const htmlFiles = (dir) => exportPages(dir).map((page) => path.join(dir, page));

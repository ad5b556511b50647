import { readdirSync } from "node:fs";
import path from "node:path";

/** Every .html page below `dir`, by its path from `dir` with "/" (the build steps and the tests share it). */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => name.split(path.sep).join("/"));
}

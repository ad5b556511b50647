import { readdirSync } from "node:fs";
import path from "node:path";

/** Every .html file below `dir`, as absolute paths (the build steps and the tests share it). */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name));
}

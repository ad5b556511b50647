import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import budgets from "./budgets.json";
import { expect, test } from "./support/fixtures";
import { ALL_ROUTES, OUT_DIR } from "./support/site";

const sizes = new Map<string, number>();

/** Shared chunks appear on every route: each file is compressed once. */
function compressedSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    const data = readFileSync(path.join(OUT_DIR, file));
    size = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.set(file, size);
  }
  return size;
}

function htmlFor(route: string): string {
  return readFileSync(path.join(OUT_DIR, route, "index.html"), "utf8");
}

function limit(table: Record<string, number>, route: string): number {
  return table[route] ?? table.default!;
}

test("first-load JS and CSS per route stay under the budgets", () => {
  const rows: string[] = [];
  const over: string[] = [];
  for (const route of ALL_ROUTES) {
    const html = htmlFor(route);
    // Modern browsers skip `nomodule` scripts (Next's legacy polyfills): not first-load.
    const scripts = [
      ...new Set(
        [...html.matchAll(/<script(?![^>]*\bnoModule)[^>]*\bsrc="([^"]+\.js)"/g)].map(
          ([, src]) => src!,
        ),
      ),
    ];
    const styles = [
      ...new Set(
        [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(([, href]) => href!),
      ),
    ];
    const js = scripts.reduce((sum, src) => sum + compressedSize(src), 0) / 1000;
    const css = styles.reduce((sum, href) => sum + compressedSize(href), 0) / 1000;
    rows.push(
      `${route.padEnd(62)} JS ${js.toFixed(1).padStart(6)} kB (${(js / budgets.floorJsKb).toFixed(2)}× floor)  CSS ${css.toFixed(1).padStart(5)} kB`,
    );
    if (js > limit(budgets.jsKb, route))
      over.push(`${route} JS ${js.toFixed(1)} kB > ${limit(budgets.jsKb, route)} kB`);
    if (css > limit(budgets.cssKb, route))
      over.push(`${route} CSS ${css.toFixed(1)} kB > ${limit(budgets.cssKb, route)} kB`);
  }
  console.log(`First-load bytes (brotli):\n${rows.join("\n")}`);
  expect(over).toEqual([]);
});

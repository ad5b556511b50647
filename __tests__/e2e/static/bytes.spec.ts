import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import budgets from "../budgets.json";
import { firstLoadScripts } from "../../../scripts/build/first-load-chunks.mjs";
import { expect, test } from "../support/fixtures";
import { router } from "../../../lib/content/load";
import { ALL_ROUTES, OUT_DIR } from "../support/site";

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

/**
 * First-load script and stylesheet files of a route, as its HTML lists them: a stylesheet is
 * inlined (next.config.ts's inlineCss), its <style> naming the file it was made from.
 */
function assetsOf(route: string) {
  const html = htmlFor(route);
  // The chunks the page's loader starts; Next's legacy `nomodule` polyfills are not first-load.
  const scripts = [...new Set(firstLoadScripts(html))];
  const styles = [
    ...new Set(
      [
        ...html.matchAll(
          /<(?:link rel="stylesheet" href|style data-precedence="[^"]*" data-href)="([^"]+\.css)"/g,
        ),
      ].map(([, href]) => href!),
    ),
  ];
  const js = scripts.reduce((sum, src) => sum + compressedSize(src), 0) / 1000;
  const css = styles.reduce((sum, href) => sum + compressedSize(href), 0) / 1000;
  return { scripts, styles, js, css };
}

test("first-load JS and CSS per route stay under the budgets", () => {
  const rows: string[] = [];
  const over: string[] = [];
  for (const route of ALL_ROUTES) {
    const { scripts, styles, js, css } = assetsOf(route);
    // A markup change that hid the assets from these patterns would sum to zero and pass.
    if (scripts.length === 0) over.push(`${route}: no first-load script found`);
    if (styles.length === 0) over.push(`${route}: no stylesheet found`);
    rows.push(
      `${route.padEnd(70)} JS ${js.toFixed(1).padStart(6)} kB (${(js / budgets.floorJsKb).toFixed(2)}× floor)  CSS ${css.toFixed(1).padStart(5)} kB`,
    );
    if (js > limit(budgets.jsKb, route))
      over.push(`${route} JS ${js.toFixed(1)} kB > ${limit(budgets.jsKb, route)} kB`);
    if (css > limit(budgets.cssKb, route))
      over.push(`${route} CSS ${css.toFixed(1)} kB > ${limit(budgets.cssKb, route)} kB`);
  }
  console.log(`First-load bytes (brotli):\n${rows.join("\n")}`);
  expect(over).toEqual([]);
});

test("a French page's first-load JavaScript is within 2 % of its English twin's", () => {
  const apart: string[] = [];
  for (const entry of router.entries()) {
    const english = assetsOf(entry.en).js;
    const french = assetsOf(entry.fr).js;
    expect(english, entry.en).toBeGreaterThan(0);
    if (Math.abs(french - english) / english > 0.02) {
      apart.push(`${entry.fr} ${french.toFixed(1)} kB vs ${entry.en} ${english.toFixed(1)} kB`);
    }
  }
  expect(apart).toEqual([]);
});

test("the home page's hero photo is preloaded at high priority, its host connected early", () => {
  const html = htmlFor("/");
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? "";
  expect(preload).toMatch(/imageSrcSet="https:\/\/images\.unsplash\.com\//);
  expect(preload).toContain('imageSizes="100vw"');
  expect(preload).toContain('fetchPriority="high"');
  expect(head).toContain('<link rel="preconnect" href="https://images.unsplash.com"/>');
});

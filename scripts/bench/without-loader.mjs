// The control for re-proving the chunk loader: a copy of a built export whose pages start their
// first-load chunks with Next's own tags, at Next's place (after the stylesheets), with the
// attributes each page's chunk list carried; the loader's inline script and its hash in the
// policy gone, nothing else changed. `node scripts/bench/without-loader.mjs FROM TO`.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { htmlFiles } from "../build/html-files.mjs";
import { CHUNKS_ID } from "../build/first-load-chunks.mjs";
import { isInlinedStylesheet } from "../build/post-build/inline-styles.mjs";
import { LOADER } from "../build/post-build/chunk-loader.mjs";
import {
  applyEdits,
  elements,
  headOf,
  parseHtml,
  PostBuildError,
  span,
  textOf,
} from "../build/post-build/html.mjs";
import { isCspMeta, scriptHash } from "../build/post-build/pages.mjs";

/** @param {unknown} value */
const escape = (value) => String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
/** @param {Record<string, unknown>} [carried] */
const attributes = (carried = {}) =>
  Object.entries(carried)
    .map(([name, value]) => ` ${name.toLowerCase()}="${escape(value)}"`)
    .join("");

/**
 * One page without the loader; a page that has no chunk list (the CMS, the team's pages) is
 * returned as it is.
 * @param {string} html
 * @param {string} page the page's path in the export, for messages
 */
export function withoutLoader(html, page) {
  const tree = parseHtml(html);
  const head = headOf(tree, page);
  const tags = head.children.filter((node) => node.type === "element");
  const list = tags.find((el) => el.tagName === "script" && el.properties.id === CHUNKS_ID);
  if (!list) return html;
  const loader = tags.find((el) => el.tagName === "script" && textOf(el) === LOADER);
  // Next's stylesheet tags, or the <style> it inlines them as (next.config.ts's inlineCss).
  const stylesheet = tags.filter(
    (el) =>
      (el.tagName === "link" && el.properties.rel?.includes("stylesheet")) ||
      isInlinedStylesheet(el),
  );
  const csp = [...elements(tree)].find(isCspMeta);
  if (!loader || stylesheet.length === 0 || !csp) {
    throw new PostBuildError(`${page}: a chunk list without the loader, a stylesheet or a CSP`);
  }
  /** @type {{ scripts: string[], preloads: string[], attributes?: Record<string, Record<string, unknown>> }} */
  const { scripts, preloads, attributes: carried = {} } = JSON.parse(textOf(list));
  const nextTags = [
    ...preloads.map(
      (href) => `<link rel="preload" as="script" href="${href}"${attributes(carried[href])}/>`,
    ),
    ...scripts.map((src) => `<script src="${src}" async=""${attributes(carried[src])}></script>`),
  ].join("");
  const after = span(stylesheet[stylesheet.length - 1], page).end;
  const policy = String(csp.properties.content).replace(` ${scriptHash(LOADER)}`, "");
  if (policy === csp.properties.content) {
    throw new PostBuildError(`${page}: the policy does not list the loader's hash`);
  }
  return applyEdits(
    html,
    [
      { ...span(list, page), text: "" },
      { ...span(loader, page), text: "" },
      { start: after, end: after, text: nextTags },
      {
        ...span(csp, page),
        text: `<meta http-equiv="Content-Security-Policy" content="${escape(policy)}">`,
      },
    ],
    page,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error("Usage: node scripts/bench/without-loader.mjs FROM TO");
    process.exit(1);
  }
  const copy = path.resolve(to);
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.resolve(from), copy, { recursive: true });
  let pages = 0;
  for (const file of htmlFiles(copy)) {
    const html = readFileSync(file, "utf8");
    const result = withoutLoader(html, path.relative(copy, file));
    if (result !== html) pages += 1;
    writeFileSync(file, result);
  }
  console.log(`${to}: ${pages} pages start their chunks with Next's own tags, no loader.`);
}

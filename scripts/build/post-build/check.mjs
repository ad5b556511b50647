// What an export must be once the post-build step is done, checked on the files themselves
// (each page parsed again), so that a change in Next's output, or in the step, fails the build
// with the page's name instead of shipping a page that never hydrates or is served wrongly.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_POLICY } from "../csp.mjs";
import { exportPages } from "../html-files.mjs";
import { chunkList, nextChunkTags } from "../first-load-chunks.mjs";
import { LOADER } from "./chunk-loader.mjs";
import { chunkFile, COMPILE_HINT } from "./compile-hints.mjs";
import {
  elements,
  headOf,
  isInlineScript,
  isRunningScript,
  parseHtml,
  PostBuildError,
  textOf,
} from "./html.mjs";
import { isInlinedStylesheet, pushedText } from "./inline-styles.mjs";
import { NOT_FOUND_PAGES, notFoundLanguage } from "./not-found.mjs";
import { CARRIED, fontPreloadsOf, isCspMeta, pageKind, scriptHash } from "./pages.mjs";
import { missingPages } from "./route-pages.mjs";
import { missingLocalFiles } from "./local-files.mjs";

const CMS_FILES = [
  "admin/index.html",
  "admin/config.yml",
  "admin/vendor/decap-cms.js",
  // The pre-save check: the content schemas as browser modules (scripts/cms/cms-check-modules.mjs).
  "admin/vendor/check/lib/cms/entry-check.js",
  "admin/vendor/zod/index.js",
];

/** @typedef {import("hast").Element} Element */

/** @param {string} page @param {Element} head @param {Element[]} all @param {string[]} problems */
function checkCsp(page, head, all, problems) {
  const metas = all.filter(isCspMeta);
  if (metas.length !== 1) {
    problems.push(`${page}: ${metas.length} Content-Security-Policy <meta> elements (one needed)`);
    return;
  }
  const firstElement = head.children.find((node) => node.type === "element");
  if (firstElement !== metas[0]) {
    problems.push(`${page}: the Content-Security-Policy <meta> is not the first element of <head>`);
  }
  const policy = String(metas[0].properties.content ?? "");
  if (pageKind(page) === "cms" && policy !== ADMIN_POLICY) {
    problems.push(`${page}: the CMS page does not carry the CMS policy`);
  }
  const scriptSrc = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  const allowed = new Set(scriptSrc?.slice(1) ?? []);
  for (const script of all.filter(isRunningScript)) {
    const hash = scriptHash(textOf(script));
    if (!allowed.has(hash)) {
      const code = textOf(script).slice(0, 40).replace(/\s+/g, " ");
      problems.push(
        `${page}: inline script ${hash} ("${code}…") is not in its Content-Security-Policy`,
      );
    }
  }
}

/**
 * The React payload does not carry a stylesheet Next inlined into <head> a second time
 * (inline-styles.mjs).
 * @param {string} page @param {Element[]} all @param {string[]} problems
 */
function checkInlinedStyles(page, all, problems) {
  const payload = all
    .filter(isRunningScript)
    .map((el) => pushedText(textOf(el)) ?? "")
    .join("");
  for (const style of all.filter(isInlinedStylesheet)) {
    if (payload.includes(textOf(style))) {
      problems.push(
        `${page}: the React payload repeats the stylesheet ${style.properties.dataHref}`,
      );
    }
  }
}

/** Attributes that hold a URL a browser may follow or load. */
const URL_ATTRIBUTES = [
  "href",
  "src",
  "action",
  "formAction",
  "xLinkHref",
  "poster",
  "data",
  "cite",
  "background",
  "ping",
];

/**
 * Script outside <script> elements: an inline event handler (onclick=…) or a javascript: URL.
 * The policy allows no inline script but by hash, so a browser would silently refuse to run it;
 * neither belongs in the site.
 * @param {string} page @param {Element[]} all @param {string[]} problems
 */
function checkScriptAttributes(page, all, problems) {
  for (const el of all) {
    for (const [name, value] of Object.entries(el.properties)) {
      // hast writes the known handlers as onClick, an unknown one as it was (onfoo).
      if (/^on[a-z]/i.test(name)) {
        problems.push(
          `${page}: <${el.tagName}> has an inline event handler (${name.toLowerCase()}=…)`,
        );
      }
      // Browsers drop tabs and newlines, and leading spaces and controls, before the scheme.
      const url = String(value ?? "")
        .replace(/[\t\n\r]/g, "")
        .replace(/^[\u0000-\u0020]+/, "");
      if (URL_ATTRIBUTES.includes(name) && /^javascript:/i.test(url)) {
        problems.push(`${page}: <${el.tagName}> has a javascript: URL in ${name.toLowerCase()}`);
      }
    }
  }
}

/**
 * @param {string} out @param {string} page @param {import("hast").Root} tree @param {Element} head
 * @param {Element[]} all @param {string[]} problems @param {Set<string>} marked the chunk files already checked
 */
function checkChunks(out, page, tree, head, all, problems, marked) {
  const list = chunkList(tree);
  if (!list || !Array.isArray(list.scripts) || list.scripts.length === 0) {
    problems.push(`${page}: no first-load chunk list: the page would never hydrate`);
    return;
  }
  if (!all.some((el) => isInlineScript(el) && textOf(el) === LOADER)) {
    problems.push(`${page}: the chunk loader is missing: its chunks would never start`);
  }
  const left = nextChunkTags(head).scripts;
  if (left.length) problems.push(`${page}: ${left.length} chunk <script> tags left in <head>`);
  // What the loader sets on a chunk's tag besides its address: only attributes it can carry.
  for (const [url, attributes] of Object.entries(list.attributes ?? {})) {
    if (![...list.scripts, ...list.preloads].includes(url)) {
      problems.push(`${page}: the chunk list gives attributes to ${url}, which it does not list`);
    }
    for (const name of Object.keys(attributes)) {
      if (!CARRIED.includes(name)) {
        problems.push(
          `${page}: the chunk list gives ${url} the attribute ${name}, which the loader cannot carry`,
        );
      }
    }
  }
  for (const url of [...list.scripts, ...list.preloads]) {
    let file;
    try {
      file = chunkFile(out, url);
    } catch (error) {
      problems.push(`${page}: ${error.message}`);
      continue;
    }
    if (marked.has(file)) continue;
    if (!existsSync(file)) problems.push(`${page}: chunk ${url} is not in the export`);
    else if (!readFileSync(file, "utf8").startsWith(`${COMPILE_HINT}\n`)) {
      problems.push(`${page}: chunk ${url} has no compile hint`);
    }
    marked.add(file);
  }
}

/**
 * Every indexable page (it names a canonical address) shows a social card that exists.
 * @param {string} out @param {string} page @param {Element[]} all @param {string[]} problems
 * @param {string} basePath
 */
function checkSocialCard(out, page, all, problems, basePath) {
  const canonical = all.some(
    (el) => el.tagName === "link" && el.properties.rel?.includes("canonical"),
  );
  if (!canonical) return;
  const card = all.find((el) => el.tagName === "meta" && el.properties.property === "og:image");
  if (!card) {
    problems.push(`${page}: no social card (og:image)`);
    return;
  }
  let file = new URL(String(card.properties.content)).pathname;
  if (basePath && file.startsWith(`${basePath}/`)) file = file.slice(basePath.length);
  if (!existsSync(path.join(out, decodeURIComponent(file)))) {
    problems.push(`${page}: its social card ${file} is not in the export`);
  }
}

/** The fonts a page's <head> preloads, by address. @param {Element} head */
const preloadedFonts = (head) => fontPreloadsOf(head).map((el) => String(el.properties.href));

/**
 * Everything wrong with the export, each naming its page or file; empty when all is well.
 * @param {string} out @param {{ basePath?: string }} [options]
 */
export function exportProblems(out, { basePath = "" } = {}) {
  const problems = missingPages(out, { basePath });
  for (const file of Object.values(NOT_FOUND_PAGES)) {
    if (!existsSync(path.join(out, file))) problems.push(`${file} is missing (the not-found page)`);
  }
  for (const file of CMS_FILES) {
    if (!existsSync(path.join(out, file))) problems.push(`${file} is missing (the CMS)`);
  }
  if (existsSync(path.join(out, "social-cards.json"))) {
    problems.push("social-cards.json is still there: the social cards were not drawn");
  }

  const marked = new Set();
  /** @param {string} page */
  const read = (page) => parseHtml(readFileSync(path.join(out, page), "utf8"));
  // A site page preloads the fonts the home page does: without, its text moves when they come.
  const home = existsSync(path.join(out, "index.html")) ? read("index.html") : undefined;
  const fonts = home ? preloadedFonts(headOf(home, "index.html")) : [];
  let notFoundIndexed = false;
  for (const page of exportPages(out)) {
    const tree = page === "index.html" && home ? home : read(page);
    const all = [...elements(tree)];
    if (page === "404.html") {
      const robots = all.find((el) => el.tagName === "meta" && el.properties.name === "robots");
      notFoundIndexed = !/noindex/.test(String(robots?.properties.content ?? ""));
    }
    try {
      const head = headOf(tree, page);
      checkCsp(page, head, all, problems);
      checkScriptAttributes(page, all, problems);
      checkInlinedStyles(page, all, problems);
      const notFound = notFoundLanguage(tree);
      const expected = Object.entries(NOT_FOUND_PAGES).find(([, file]) => file === page)?.[0];
      if (notFound !== null && expected === undefined) {
        problems.push(
          `${page} is a copy of the not-found page: hosts would serve it with status 200`,
        );
      } else if (expected !== undefined && notFound !== expected) {
        problems.push(
          `${page}: not the ${expected} not-found page (no data-not-found="${expected}")`,
        );
      }
      problems.push(...missingLocalFiles(out, page, tree, { basePath }));
      if (pageKind(page) === "site") {
        checkChunks(out, page, tree, head, all, problems, marked);
        checkSocialCard(out, page, all, problems, basePath);
        const own = preloadedFonts(head);
        for (const href of fonts) {
          if (!own.includes(href)) problems.push(`${page}: the font ${href} is not preloaded`);
        }
      }
    } catch (error) {
      if (!(error instanceof PostBuildError)) throw error;
      problems.push(error.message);
    }
  }
  if (notFoundIndexed) problems.push("404.html: not marked noindex");
  return problems;
}

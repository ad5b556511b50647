// Every file a page asks the site itself for must be in the export: a missing photo is a broken
// image while the build stays green (an upload never made into the site's files, a hand-typed
// "/photos/…" path, a stale social card). Read on the parsed page, where browsers and crawlers
// look (see references); other hosts are not this check's business.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { elements, textOf } from "./html.mjs";

/** @typedef {import("hast").Root} Root @typedef {import("hast").Element} Element */

/**
 * The candidates' URLs of a srcset ("a.webp 640w, b.webp 1280w").
 * @param {unknown} srcset
 */
const srcsetUrls = (srcset) =>
  String(srcset)
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/**
 * The url(…) values of a piece of CSS.
 * @param {string} css
 */
const cssUrls = (css) =>
  [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((match) => match[2]).filter(Boolean);

/** JSON-LD properties whose values are images (a URL, an ImageObject, or a list of either). */
const IMAGE_KEYS = new Set(["image", "logo", "thumbnailUrl", "contentUrl"]);

/** @param {unknown} value @param {string} [key] @returns {Generator<string>} */
function* jsonLdImages(value, key = "") {
  if (typeof value === "string") {
    if (IMAGE_KEYS.has(key)) yield value;
  } else if (Array.isArray(value)) {
    for (const item of value) yield* jsonLdImages(item, key);
  } else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) yield* jsonLdImages(item, name);
  }
}

/**
 * The site's own address as this page names it (its canonical, else its og:url).
 * @param {Element[]} all
 */
function siteOf(all) {
  const canonical = all.find(
    (el) => el.tagName === "link" && el.properties.rel?.includes("canonical"),
  );
  const ogUrl = all.find((el) => el.tagName === "meta" && el.properties.property === "og:url");
  const address = canonical?.properties.href ?? ogUrl?.properties.content;
  return address && URL.canParse(String(address)) ? new URL(String(address)).origin : undefined;
}

/**
 * [where it was found, the reference] for every file the page asks for.
 * @param {string} out @param {string} page @param {Root} tree
 */
function references(out, page, tree) {
  const all = [...elements(tree)];
  /** @type {[string, string][]} */
  const found = [];
  /** @param {string} where @param {unknown} value */
  const add = (where, value) => {
    if (value !== undefined && value !== null && String(value).trim()) {
      found.push([where, String(value).trim()]);
    }
  };
  for (const el of all) {
    const { properties: props } = el;
    if (el.tagName === "img") {
      add("<img src>", props.src);
      if (props.srcSet) for (const url of srcsetUrls(props.srcSet)) add("<img srcset>", url);
    }
    if (el.tagName === "source" && props.srcSet) {
      for (const url of srcsetUrls(props.srcSet)) add("<source srcset>", url);
    }
    if (el.tagName === "link") {
      const rel = (props.rel ?? []).map(String);
      if (
        rel.some((kind) => ["preload", "icon", "apple-touch-icon", "stylesheet"].includes(kind))
      ) {
        add(`<link rel="${rel.join(" ")}">`, props.href);
        if (props.imageSrcSet) {
          for (const url of srcsetUrls(props.imageSrcSet)) add("<link imagesrcset>", url);
        }
      }
    }
    if (
      el.tagName === "meta" &&
      ["og:image", "twitter:image"].includes(String(props.property ?? props.name ?? ""))
    ) {
      add(`<meta ${props.property ?? props.name}>`, props.content);
    }
    if (el.tagName === "script" && props.type === "application/ld+json") {
      try {
        for (const url of jsonLdImages(JSON.parse(textOf(el)))) add("JSON-LD image", url);
      } catch {
        // Malformed JSON-LD is not this check's business.
      }
    }
    if (props.style) for (const url of cssUrls(String(props.style))) add("style url()", url);
    if (el.tagName === "style") for (const url of cssUrls(textOf(el))) add("<style> url()", url);
  }
  return found;
}

/**
 * The file of the export a local reference names, or null for another host or inline data.
 * `from` is the address of the page (or stylesheet) the reference is read in.
 * @param {string} out @param {string} reference @param {string} from
 * @param {{ site: string | undefined, basePath: string }} options
 */
function localFile(out, reference, from, { site, basePath }) {
  if (/^(data|blob|mailto|tel|javascript):/i.test(reference) || reference.startsWith("#")) {
    return null;
  }
  const base = "http://export.invalid";
  if (!URL.canParse(reference, `${base}${from}`)) return null;
  const url = new URL(reference, `${base}${from}`);
  if (url.origin !== base && url.origin !== site) return null;
  const pathname = decodeURIComponent(url.pathname);
  const inside = basePath && pathname.startsWith(`${basePath}/`);
  return path.join(out, inside ? pathname.slice(basePath.length) : pathname);
}

/** @param {string} file */
const present = (file) =>
  existsSync(file)
    ? !statSync(file).isDirectory() || existsSync(path.join(file, "index.html"))
    : existsSync(`${file}.html`);

/** Stylesheets already read for their url()s, shared across pages: [file, problems]. */
/** @type {Map<string, string[]>} */
const stylesheets = new Map();

/**
 * @param {string} out @param {string} href @param {string} file
 * @param {{ site: string | undefined, basePath: string }} options
 * @returns {string[]}
 */
function stylesheetProblems(out, href, file, options) {
  if (!stylesheets.has(file)) {
    /** @type {string[]} */
    const problems = [];
    if (existsSync(file)) {
      const sheetUrl = new URL(href, "http://export.invalid/").pathname;
      for (const url of cssUrls(readFileSync(file, "utf8"))) {
        const target = localFile(out, url, sheetUrl, options);
        if (target && !present(target)) problems.push(`url(${url}) in ${href}`);
      }
    }
    stylesheets.set(file, problems);
  }
  return stylesheets.get(file) ?? [];
}

/**
 * Each local file `page` (relative to `out`, e.g. "about/index.html") asks for and the export
 * lacks, as messages naming the page and the reference; empty when all are there.
 * @param {string} out @param {string} page @param {Root} tree
 * @param {{ basePath?: string }} [options]
 */
export function missingLocalFiles(out, page, tree, { basePath = "" } = {}) {
  const options = { site: siteOf([...elements(tree)]), basePath };
  const from = `${basePath}/${page.replace(/(^|\/)index\.html$/, "$1")}`;
  const problems = [];
  for (const [where, reference] of references(out, page, tree)) {
    const file = localFile(out, reference, from, options);
    if (!file) continue;
    if (!present(file)) {
      problems.push(`${page}: ${where} ${reference} is not in the export`);
    } else if (where.startsWith('<link rel="stylesheet')) {
      for (const missing of stylesheetProblems(out, reference, file, options)) {
        problems.push(`${page}: ${missing} is not in the export`);
      }
    }
  }
  return [...new Set(problems)];
}

// What the post-build step changes in each exported page, read once with the HTML parser:
// Next's first-load chunk tags become a list started by the chunk loader (chunk-loader.mjs); a
// Content-Security-Policy <meta> opens <head> with the hash of every inline script the page runs
// (docs/decisions/0008 rules out 'unsafe-inline'); the site font's preload is added where Next
// left it out (fontPreloads); the stylesheet Next inlined is taken out of the React payload
// (inline-styles.mjs).
import { createHash } from "node:crypto";
import { ADMIN_POLICY, sitePolicy } from "../csp.mjs";
import { CHUNKS_ID, nextChunkTags } from "../first-load-chunks.mjs";
import { LOADER } from "./chunk-loader.mjs";
import { isInlinedStylesheet, payloadWithoutStyles } from "./inline-styles.mjs";
import {
  applyEdits,
  elements,
  headOf,
  isElement,
  isRunningScript,
  parseHtml,
  PostBuildError,
  span,
  textOf,
} from "./html.mjs";

/** @param {string} code */
export const scriptHash = (code) =>
  `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

/**
 * How the step treats a page, by its path inside the export.
 * @param {string} page
 */
export function pageKind(page) {
  const file = page.split("\\").join("/");
  if (file === "admin/index.html") return "cms"; // Decap's page, with its own policy
  if (file.startsWith("admin/")) return "team"; // the team's status pages: no loader
  return "site";
}

/** @param {string} policy */
const cspMeta = (policy) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`;

/** @param {import("hast").Element} el */
export const isCspMeta = (el) =>
  el.tagName === "meta" &&
  String(el.properties.httpEquiv ?? "").toLowerCase() === "content-security-policy";

/**
 * The attributes of a chunk tag the loader sets again on the tag it makes (as DOM properties,
 * hast's names), besides the address and what every tag of its kind has (script: async; link:
 * rel="preload" as="script"). A tag with any other attribute is refused: dropping it would
 * change how the chunk loads (a module run as a classic script, a missing integrity check).
 */
export const CARRIED = [
  "type",
  "crossOrigin",
  "integrity",
  "nonce",
  "referrerPolicy",
  "fetchPriority",
];

/**
 * The attributes of one chunk tag that the loader must set again, refusing any it cannot.
 * @param {import("hast").Element} el
 * @param {string} page
 * @returns {Record<string, string>}
 */
function carriedAttributes(el, page) {
  const own = el.tagName === "script" ? ["src", "async"] : ["rel", "as", "href"];
  /** @type {Record<string, string>} */
  const carried = {};
  for (const [name, value] of Object.entries(el.properties)) {
    if (own.includes(name)) continue;
    const url = el.properties.src ?? el.properties.href;
    if (!CARRIED.includes(name) || typeof value !== "string") {
      throw new PostBuildError(
        `${page}: the chunk tag of ${url} has an attribute the loader cannot carry (${name}); teach scripts/build/post-build/pages.mjs and the loader about it`,
      );
    }
    carried[name] = value;
  }
  return carried;
}

/**
 * The <link rel="preload" as="font"> elements of a <head>.
 * @param {import("hast").Element} head
 */
export const fontPreloadsOf = (head) =>
  head.children
    .filter(isElement)
    .filter(
      (el) =>
        el.tagName === "link" &&
        el.properties.rel?.includes("preload") &&
        el.properties.as === "font" &&
        typeof el.properties.href === "string",
    );

/**
 * The font preloads of a page as Next wrote them ({ href, tag: its source text }): the home
 * page's are every site page's. Next looks a page's fonts up by its file name minus the last
 * extension, so page.projects.tsx (scripts/build/routes.mjs) gets none, and its text moves when
 * Inter arrives (a layout shift of 0.18 on a phone, measured by the benchmark).
 * @param {string} html
 * @param {string} page
 * @returns {{ href: string, tag: string }[]}
 */
export function fontPreloads(html, page) {
  return fontPreloadsOf(headOf(parseHtml(html), page)).map((el) => {
    const { start, end } = span(el, page);
    return { href: String(el.properties.href), tag: html.slice(start, end) };
  });
}

/**
 * The page as the step leaves it, and the first-load chunk URLs it lists. `fonts`: the site's
 * font preloads (fontPreloads of the home page), added to a site page that lacks them.
 * @param {string} html
 * @param {string} page
 * @param {{ href: string, tag: string }[]} [fonts]
 */
export function processPage(html, page, fonts = []) {
  const tree = parseHtml(html);
  const head = headOf(tree, page);
  const all = [...elements(tree)];
  if (all.some((el) => isCspMeta(el) || el.properties.id === CHUNKS_ID)) {
    throw new PostBuildError(`${page}: already processed (run next build again before this step)`);
  }
  const kind = pageKind(page);
  const edits = [];
  const scripts = all.filter(isRunningScript);
  const styles = all.filter(isInlinedStylesheet);
  const payload = styles.length ? payloadWithoutStyles(scripts, styles, page).code : new Map();
  for (const [el, code] of payload) {
    const [text] = el.children;
    if (el.children.length !== 1 || text.type !== "text") {
      throw new PostBuildError(`${page}: a React payload script is not one piece of text`);
    }
    edits.push({ ...span(text, page), text: code });
  }
  const inline = scripts.map((el) => payload.get(el) ?? textOf(el));
  /** @type {{ scripts: string[], preloads: string[] }} */
  let chunks = { scripts: [], preloads: [] };

  if (kind === "site") {
    const tags = nextChunkTags(head);
    if (tags.scripts.length === 0) {
      throw new PostBuildError(
        `${page}: no first-load chunk list (Next wrote no chunk <script> in <head>); the page would never hydrate`,
      );
    }
    chunks = {
      scripts: tags.scripts.map((el) => String(el.properties.src)),
      preloads: tags.preloads.map((el) => String(el.properties.href)),
    };
    /** @type {Record<string, Record<string, string>>} */
    const attributes = {};
    for (const el of [...tags.scripts, ...tags.preloads]) {
      edits.push({ ...span(el, page), text: "" });
      const carried = carriedAttributes(el, page);
      if (Object.keys(carried).length) {
        attributes[String(el.properties.src ?? el.properties.href)] = carried;
      }
    }
    const { end } = span(head, page);
    if (html.slice(end - "</head>".length, end) !== "</head>") {
      throw new PostBuildError(`${page}: <head> has no closing tag to write the chunk list before`);
    }
    // Chunk URLs are plain paths: nothing in them can close the <script> element.
    const data = JSON.stringify(
      Object.keys(attributes).length ? { ...chunks, attributes } : chunks,
    );
    const at = end - "</head>".length;
    edits.push({
      start: at,
      end: at,
      text: `<script type="application/json" id="${CHUNKS_ID}">${data}</script><script>${LOADER}</script>`,
    });
    inline.push(LOADER);

    const has = new Set(fontPreloadsOf(head).map((el) => String(el.properties.href)));
    const missing = fonts.filter(({ href }) => !has.has(href));
    if (missing.length) {
      // Where Next puts them: before the page's photo preload and its stylesheet (inlined by
      // Next as a <style> of React's, next.config.ts's inlineCss).
      const before = head.children.find(
        (node) =>
          node.type === "element" &&
          ((node.tagName === "style" && node.properties.dataPrecedence !== undefined) ||
            (node.tagName === "link" &&
              (node.properties.rel?.includes("stylesheet") ||
                (node.properties.rel?.includes("preload") && node.properties.as === "image")))),
      );
      if (!before)
        throw new PostBuildError(`${page}: no stylesheet to put the font preload before`);
      const { start } = span(before, page);
      edits.push({ start, end: start, text: missing.map(({ tag }) => tag).join("") });
    }
  }

  // First in <head>, so the policy is in force before any script.
  const first = span(head.children[0], page).start;
  const policy = kind === "cms" ? ADMIN_POLICY : sitePolicy([...new Set(inline.map(scriptHash))]);
  edits.push({ start: first, end: first, text: cspMeta(policy) });
  return { html: applyEdits(html, edits, page), chunks };
}

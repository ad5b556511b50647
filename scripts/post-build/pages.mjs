// What the post-build step changes in each exported page, read once with the HTML parser:
//  1. Next's first-load chunk tags in <head> become a data list started by the chunk loader
//     (chunk-loader.mjs) after the first paint;
//  2. a Content-Security-Policy <meta> opens <head>, listing the hash of every inline script
//     the page runs (Next's bootstrap scripts differ per page; design.md §7 rules out
//     'unsafe-inline').
import { createHash } from "node:crypto";
import { ADMIN_POLICY, sitePolicy } from "../csp.mjs";
import { CHUNKS_ID, nextChunkTags } from "../first-load-chunks.mjs";
import { LOADER } from "./chunk-loader.mjs";
import {
  applyEdits,
  elements,
  headOf,
  isDataScript,
  isInlineScript,
  parseHtml,
  PostBuildError,
  span,
  textOf,
} from "./html.mjs";

export const scriptHash = (code) =>
  `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

/** How the step treats a page, by its path inside the export. */
export function pageKind(page) {
  const file = page.split("\\").join("/");
  if (file === "admin/index.html") return "cms"; // Decap's page, with its own policy
  if (file.startsWith("admin/")) return "team"; // the team's status pages: no loader
  return "site";
}

const cspMeta = (policy) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`;

export const isCspMeta = (el) =>
  el.tagName === "meta" &&
  String(el.properties.httpEquiv ?? "").toLowerCase() === "content-security-policy";

/** The page as the step leaves it, and the first-load chunk URLs it lists. */
export function processPage(html, page) {
  const tree = parseHtml(html);
  const head = headOf(tree, page);
  const all = [...elements(tree)];
  if (all.some((el) => isCspMeta(el) || el.properties.id === CHUNKS_ID)) {
    throw new PostBuildError(`${page}: already processed (run next build again before this step)`);
  }
  const kind = pageKind(page);
  const edits = [];
  const inline = all.filter((el) => isInlineScript(el) && !isDataScript(el)).map(textOf);
  let chunks = { scripts: [], preloads: [] };

  if (kind === "site") {
    const tags = nextChunkTags(head);
    if (tags.scripts.length === 0) {
      throw new PostBuildError(
        `${page}: no first-load chunk list (Next wrote no chunk <script> in <head>); the page would never hydrate`,
      );
    }
    chunks = {
      scripts: tags.scripts.map((el) => el.properties.src),
      preloads: tags.preloads.map((el) => el.properties.href),
    };
    for (const el of [...tags.scripts, ...tags.preloads])
      edits.push({ ...span(el, page), text: "" });
    const { end } = span(head, page);
    if (html.slice(end - "</head>".length, end) !== "</head>") {
      throw new PostBuildError(`${page}: <head> has no closing tag to write the chunk list before`);
    }
    // Chunk URLs are plain paths: nothing in them can close the <script> element.
    const data = JSON.stringify(chunks);
    const at = end - "</head>".length;
    edits.push({
      start: at,
      end: at,
      text: `<script type="application/json" id="${CHUNKS_ID}">${data}</script><script>${LOADER}</script>`,
    });
    inline.push(LOADER);
  }

  // First in <head>, so the policy is in force before any script.
  const first = span(head.children[0], page).start;
  const policy = kind === "cms" ? ADMIN_POLICY : sitePolicy([...new Set(inline.map(scriptHash))]);
  edits.push({ start: first, end: first, text: cspMeta(policy) });
  return { html: applyEdits(html, edits, page), chunks };
}

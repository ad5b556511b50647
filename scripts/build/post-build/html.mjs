// Reading the exported HTML with a real parser (rehype-parse, i.e. parse5, the HTML standard's
// algorithm). Changes are made as edits at the source offsets the parser reports, so
// everything the build does not touch stays byte for byte as Next wrote it.
import rehypeParse from "rehype-parse";
import { unified } from "unified";

/** @typedef {import("hast").Root} Root @typedef {import("hast").Element} Element */
/** @typedef {import("hast").RootContent} Node */
/** @typedef {{ start: number, end: number, text: string }} Edit */

const parser = unified().use(rehypeParse);

export class PostBuildError extends Error {}

/**
 * The document tree of one page; offsets are kept on every node the source spells out.
 * @param {string} html @returns {Root}
 */
export const parseHtml = (html) => parser.parse(html);

/**
 * Every element below `node`, in document order.
 * @param {{ type: string, children?: Node[] }} node @returns {Generator<Element>}
 */
export function* elements(node) {
  for (const child of node.children ?? []) {
    if (child.type === "element") {
      yield child;
      // A <template>'s children are a separate fragment in hast.
      if (child.content) yield* elements(child.content);
    }
    yield* elements(child);
  }
}

/** @param {Node} node @returns {node is Element} */
export const isElement = (node) => node.type === "element";

/**
 * The <head> element, required with its source offsets (an implied one has none).
 * @param {Root} tree @param {string} page @returns {Element}
 */
export function headOf(tree, page) {
  /** @param {Node} node @param {string} name @returns {node is Element} */
  const is = (node, name) => node.type === "element" && node.tagName === name;
  const html = tree.children.find((node) => is(node, "html"));
  const head = html?.children.find((node) => is(node, "head"));
  if (!head?.position || head.children.length === 0) {
    throw new PostBuildError(`${page}: no <head> written in the page`);
  }
  return head;
}

/**
 * The raw text of an element (a script's code, exactly as the browser hashes it).
 * @param {Element} element
 */
export const textOf = (element) =>
  element.children
    .filter((child) => child.type === "text")
    .map((child) => child.value)
    .join("");

/** @param {Element} element */
export const isInlineScript = (element) =>
  element.tagName === "script" && typeof element.properties.src !== "string";

/**
 * An inline script the browser runs, whose hash the CSP lists: not JSON-LD or another data
 * block, which CSP does not govern and which never run.
 * @param {Element} element
 */
export const isRunningScript = (element) =>
  isInlineScript(element) &&
  !/^application\/(ld\+)?json$/i.test(String(element.properties.type ?? ""));

/**
 * Start and end offsets of a node in the source.
 * @param {{ position?: import("hast").Element["position"], tagName?: string }} node
 * @param {string} page
 */
export function span(node, page) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) {
    throw new PostBuildError(`${page}: <${node.tagName}> has no place in the source`);
  }
  return { start, end };
}

/**
 * Applies edits ({ start, end, text }: replace source[start, end) with text) in one pass.
 * Overlapping edits are a bug in the step, not in the page: they fail loudly.
 * @param {string} html @param {Edit[]} edits @param {string} page
 */
export function applyEdits(html, edits, page) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new PostBuildError(`${page}: two edits overlap at ${edit.start}`);
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}

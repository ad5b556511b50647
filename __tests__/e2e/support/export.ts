import type { Element, Root, RootContent } from "hast";
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { fileOf } from "./i18n";
import { readExported } from "./site";

/*
 * The export read as a crawler without JavaScript reads it: each page's HTML as served, parsed
 * with the parser of the build's own checks (rehype-parse: parse5, the HTML standard's
 * algorithm, as in scripts/build/post-build/html.mjs), once per worker. The static checks (static/*.ts) read every page this
 * way at once, with no browser: about 0.1 CPU-s a page, against some 2 for a page load.
 */

export type Parent = Root | Element;

const parser = unified().use(rehypeParse);

/** The document tree of an HTML page. */
export const parseHtml = (html: string): Root => parser.parse(html);

/** Every element below `node`, in document order (a <template>'s content included). */
function* elements(node: Parent): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    yield child;
    if (child.content) yield* elements(child.content as unknown as Root);
    yield* elements(child);
  }
}

const parsed = new Map<string, Root>();

/** A page of the route table ("/fr/a-propos/"), parsed. */
export function pageTree(route: string): Root {
  let tree = parsed.get(route);
  if (!tree) {
    tree = parseHtml(readExported(fileOf(route)));
    parsed.set(route, tree);
  }
  return tree;
}

/** Every element below `node` that passes `test`, in document order. */
export const select = (node: Parent, test: (element: Element) => boolean): Element[] =>
  [...elements(node)].filter(test);

/** The elements of one tag name below `node`. */
export const byTag = (node: Parent, tagName: string) =>
  select(node, (element) => element.tagName === tagName);

/** The first element of one tag name below `node`; fails the check when there is none. */
export function one(node: Parent, tagName: string, where: string): Element {
  const found = byTag(node, tagName)[0];
  if (!found) throw new Error(`${where}: no <${tagName}>`);
  return found;
}

/**
 * An attribute's value as the page wrote it, by hast's property name ("ariaLabel", "htmlFor",
 * "className"); a list (class) joined by spaces, a boolean attribute as "".
 */
export function prop(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return "";
  return Array.isArray(value) ? value.join(" ") : String(value);
}

// Never shown as text: code, styles, inert templates, the no-script fallbacks of scripts.
const NOT_TEXT = new Set(["script", "style", "template", "noscript"]);

const rawText = (element: Element) =>
  element.children.map((child) => (child.type === "text" ? child.value : "")).join("");

/** The text a node shows (its text nodes, scripts' and styles' code left out). */
export function textOf(node: Parent | RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" && NOT_TEXT.has(node.tagName)) return "";
  if (node.type !== "element" && node.type !== "root") return "";
  return node.children.map(textOf).join("");
}

/**
 * Runs of white space (no-break spaces among them) as one space, trimmed: how Playwright compares
 * names and texts, both sides alike.
 */
export const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

/** Text as a visitor reads it, normalized. */
export const shownText = (node: Parent | RootContent) => normalized(textOf(node));

/** The parsed JSON-LD blocks of a page. */
export const jsonLdOf = (tree: Root) =>
  byTag(tree, "script")
    .filter((script) => prop(script, "type") === "application/ld+json")
    // A script's text is its code, as written.
    .map((script) => JSON.parse(rawText(script)) as Record<string, unknown>);

/** The element whose id is `id`, if any. */
export const byId = (node: Parent, id: string) =>
  select(node, (element) => prop(element, "id") === id)[0];

/**
 * The <section> a heading names through aria-labelledby: the region a visitor's screen reader
 * announces by that name.
 */
export const regionNamed = (tree: Root, name: string) =>
  byTag(tree, "section").find((section) => {
    const by = prop(section, "ariaLabelledBy");
    const heading = by ? byId(tree, by) : undefined;
    return heading !== undefined && shownText(heading) === name;
  });

/**
 * The links below `node` whose accessible name (aria-label, or the text) is `name`, as
 * getByRole("link", { name, exact }) finds them: without `exact`, a part of it, in any case.
 */
export function linksNamed(node: Parent, name: string, exact = false): Element[] {
  const wanted = normalized(name);
  return byTag(node, "a").filter((link) => {
    if (prop(link, "href") === undefined) return false;
    const own = normalized(prop(link, "ariaLabel") ?? textOf(link));
    return exact ? own === wanted : own.toLowerCase().includes(wanted.toLowerCase());
  });
}

// Elements laid out within a line; any other breaks it (innerText's rule, without the CSS).
const INLINE = new Set(
  "a abbr b bdi bdo button cite code data dfn em i img input kbd label mark output q s samp small span strong sub sup svg time u var".split(
    " ",
  ),
);

/**
 * The text of a node as innerText gives it, without a stylesheet: a line per block, white space
 * collapsed within a line. It reads what a width or a closed menu hides too.
 */
export function readText(node: Parent): string {
  const parts: string[] = [];
  const walk = (parent: Parent) => {
    for (const child of parent.children) {
      if (child.type === "text") parts.push(child.value.replace(/[ \t\r\n]+/g, " "));
      if (child.type !== "element" || NOT_TEXT.has(child.tagName)) continue;
      const block = !INLINE.has(child.tagName);
      if (block || child.tagName === "br") parts.push("\n");
      walk(child);
      if (block) parts.push("\n");
    }
  };
  walk(node);
  return parts
    .join("")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

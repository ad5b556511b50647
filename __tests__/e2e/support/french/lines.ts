import type { Element, Root } from "hast";
import { prop, textOf } from "../export";

// The French text of a page as served, parsed: read with no browser, so every French page is
// checked in the static pass and the base-path check reads its pages over HTTP. It was read from
// a loaded page; the same lines, with the <noscript> fallbacks added.

const INLINE = new Set(["a", "strong", "em", "b", "i", "span", "abbr", "code", "small", "time"]);
// Code, styles and inert templates are not read; nor is an icon's drawing.
const SKIP = new Set(["script", "style", "template", "svg"]);
const ATTRIBUTES = ["alt", "title", "ariaLabel", "placeholder"];
const DESCRIPTIONS = new Set(["description", "og:description"]);

/**
 * The page's French text as lines: text nodes joined within one block ("<strong>Courriel</strong>
 * : …" is one line), then the words of alt, title, aria-label, placeholder and the meta
 * descriptions, and the title. A part in another language (the English half of the not-found
 * page) is left out. The <noscript> fallbacks are read too: a visitor without JavaScript sees them.
 */
export function frenchLinesOf(tree: Root): string[] {
  const text: string[] = [];
  const attributes: string[] = [];
  let block: Element | undefined;
  const walk = (node: Root | Element, lang: string | undefined, inBody: boolean, at?: Element) => {
    for (const child of node.children) {
      if (child.type === "text") {
        if (!inBody || lang !== "fr-CA") continue;
        if (at !== block || !text.length) text.push("");
        block = at;
        text[text.length - 1] += child.value;
      }
      if (child.type !== "element") continue;
      const here = prop(child, "lang") ?? lang;
      if (here === "fr-CA") {
        for (const name of ATTRIBUTES) {
          const value = prop(child, name);
          if (value) attributes.push(value);
        }
        const meta = prop(child, "name") ?? prop(child, "property");
        if (child.tagName === "meta" && meta && DESCRIPTIONS.has(meta)) {
          attributes.push(prop(child, "content") ?? "");
        }
        if (child.tagName === "title") attributes.push(textOf(child));
      }
      if (child.tagName === "template" || child.tagName === "script") continue;
      // An icon's <title> or label is read above; its drawing has no text.
      const skipText = SKIP.has(child.tagName);
      walk(
        child,
        here,
        (inBody || child.tagName === "body") && !skipText,
        INLINE.has(child.tagName) ? at : child,
      );
    }
  };
  walk(tree, undefined, false);
  return [...text, ...attributes]
    .map((line) => line.replace(/[\t\r\n]+/g, " "))
    .filter((line) => line.trim());
}

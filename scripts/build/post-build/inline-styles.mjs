// Next's inlineCss writes the stylesheet into <head> as React's <style>, and a second time into
// the page's React payload (the `self.__next_f.push` scripts) as a text row: 57 kB of the same
// CSS twice in every page. React never reads that copy (it hydrates a stylesheet by its <style
// data-href> in the document, and a later navigation fetches it by address), so this step empties
// the row (docs/performance.md). The payload must read back as the same stream without the CSS,
// or the build fails naming the page.
import { PostBuildError, textOf } from "./html.mjs";

const PUSH_START = "self.__next_f.push(";
const PUSH_END = ")";

/** @typedef {import("hast").Element} Element */

/**
 * React's inlined stylesheets: a <style> with a precedence and the address it was made from.
 * @param {Element} el
 */
export const isInlinedStylesheet = (el) =>
  el.tagName === "style" &&
  el.properties.dataPrecedence !== undefined &&
  typeof el.properties.dataHref === "string";

/**
 * The payload rows a push script carries ([1, text]: a piece of the React stream), or null for
 * any other script (bootstrap, form state, binary rows, or not a push at all).
 * @param {string} code
 * @returns {string | null}
 */
export function pushedText(code) {
  if (!code.startsWith(PUSH_START) || !code.endsWith(PUSH_END)) return null;
  let value;
  try {
    value = JSON.parse(code.slice(PUSH_START.length, -PUSH_END.length));
  } catch {
    return null;
  }
  return Array.isArray(value) &&
    value.length === 2 &&
    value[0] === 1 &&
    typeof value[1] === "string"
    ? value[1]
    : null;
}

/**
 * A push script for `text`, escaped as Next escapes its own: nothing in it can end the <script>
 * element or open a comment in it.
 * @param {string} text
 */
const pushScript = (text) =>
  `${PUSH_START}${JSON.stringify([1, text]).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )}${PUSH_END}`;

/**
 * The payload's push scripts with the text rows that repeat an inlined stylesheet emptied:
 * the new code of each script that changes (by element), and how many characters left. Throws
 * when a stylesheet's row is not in the payload exactly once: Next's output changed, and the
 * step must learn it rather than guess.
 * @param {Element[]} scripts the page's inline scripts, in document order
 * @param {Element[]} styles its inlined stylesheets
 * @param {string} page
 * @returns {{ code: Map<Element, string>, removed: number }}
 */
export function payloadWithoutStyles(scripts, styles, page) {
  const pushes = scripts
    .map((el) => ({ el, text: pushedText(textOf(el)) }))
    .filter(/** @returns {p is { el: Element, text: string }} */ (p) => p.text !== null);
  const stream = pushes.map((p) => p.text).join("");
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  for (const style of styles) {
    const css = textOf(style);
    // A text row: its id, "T", the length of its text in UTF-8 bytes (hex), a comma, the text.
    const header = `:T${Buffer.byteLength(css, "utf8").toString(16)},`;
    const row = `${header}${css}`;
    const at = stream.indexOf(row);
    if (css.length === 0 || at === -1 || stream.indexOf(row, at + 1) !== -1) {
      throw new PostBuildError(
        `${page}: the stylesheet ${style.properties.dataHref} is not in the React payload exactly once as a text row; teach scripts/build/post-build/inline-styles.mjs Next's new output`,
      );
    }
    edits.push({ start: at, end: at + row.length, text: ":T0," });
  }
  edits.sort((a, b) => a.start - b.start);

  /** Where an offset of the old stream lands in the new one. @param {number} offset */
  const moved = (offset) => {
    let shift = 0;
    for (const { start, end, text } of edits) {
      if (offset <= start) break;
      if (offset < end) return start + shift + Math.min(offset - start, text.length);
      shift += text.length - (end - start);
    }
    return offset + shift;
  };
  let next = "";
  let at = 0;
  for (const { start, end, text } of edits) {
    next += stream.slice(at, start) + text;
    at = end;
  }
  next += stream.slice(at);

  /** @type {Map<Element, string>} */
  const code = new Map();
  let offset = 0;
  for (const { el, text } of pushes) {
    const from = moved(offset);
    offset += text.length;
    const piece = next.slice(from, moved(offset));
    if (piece !== text) code.set(el, pushScript(piece));
  }
  // Read back: the new scripts carry the new stream, and no stylesheet is left in it.
  const readBack = pushes.map(({ el, text }) => pushedText(code.get(el) ?? "") ?? text).join("");
  if (readBack !== next || styles.some((style) => readBack.includes(textOf(style)))) {
    throw new PostBuildError(`${page}: the React payload did not read back without its stylesheet`);
  }
  return { code, removed: stream.length - next.length };
}

import type { Element, ElementContent, Root, Text } from "hast";
import { type Locale } from "@/lib/schemas/locales";

/**
 * French typography (OQLF), so that editors type ordinary spaces: U+00A0 before ":", inside « »,
 * after a number before its unit and between its thousands; U+202F before ";", "!" and "?".
 * Hand-written: npm's typesetters follow France's conventions or want whole HTML documents. A
 * mark not followed by a space ("https://", "10:30") is left alone; applying it twice is a no-op.
 */

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

/** Ordinary, no-break, narrow no-break and thin spaces: what may stand before a mark. */
const SPACE = "[ \\u00a0\\u202f\\u2009]";
/** What may follow a closing mark: white space, the end, or more closing punctuation. */
const AFTER = "(?=$|\\s|[»)\\]\"'’.,…*_])";

const RULES: [RegExp, string | ((match: string) => string)][] = [
  // A colon after a word, but not the "://" of a URL or "10:30".
  [new RegExp(`(\\S)${SPACE}*:${AFTER}`, "gu"), `$1${NBSP}:`],
  // ";", "!" and "?": a narrow space, once ("?!" keeps its marks together).
  [new RegExp(`([^\\s;!?])${SPACE}*([;!?])${AFTER.replace("…", "…;!?")}`, "gu"), `$1${NNBSP}$2`],
  [new RegExp(`«${SPACE}*(?=\\S)`, "gu"), `«${NBSP}`],
  [new RegExp(`(\\S)${SPACE}*»`, "gu"), `$1${NBSP}»`],
  // A unit symbol after its number, spaced even where none was typed: "25 %", "1 200 $",
  // "10 °C", "50°F", "{minutes} min" ("{…}" is a number filled in later).
  [new RegExp(`([\\d}])${SPACE}*(%|\\$|°[CF](?![\\p{L}\\d]))`, "gu"), `$1${NBSP}$2`],
  // Feet and inches: "250 pi²", "12 pi", "6 po" ("pieds" and "pouces" are words).
  [new RegExp(`([\\d}])${SPACE}+(pi²|pi|po)(?![\\p{L}\\d²])`, "gu"), `$1${NBSP}$2`],
  // Minutes: "30 min"; "2 minutes" is a word, not the symbol.
  [new RegExp(`([\\d}])${SPACE}+min(?![\\p{L}\\d])`, "gu"), `$1${NBSP}min`],
  // Times: "9 h", "9 h 30"; "2 heures" is a word, not the symbol.
  [new RegExp(`(\\d)${SPACE}+h(?![\\p{L}\\d])`, "gu"), `$1${NBSP}h`],
  [new RegExp(`(\\d${NBSP}h)${SPACE}+(\\d{2})(?!\\d)`, "gu"), `$1${NBSP}$2`],
  // Thousands: "5 000 000", "1 200,50"; a group is three digits after one to three, so a year
  // beside a number ("en 2026 300 maisons") is not joined to it.
  [
    new RegExp(`(?<![\\d.,])\\d{1,3}(?:${SPACE}\\d{3})+(?!\\d)`, "gu"),
    (number: string) => number.replace(new RegExp(SPACE, "gu"), NBSP),
  ],
];

/** One French string with OQLF's spaces around its punctuation. */
export function frenchTypography(text: string): string {
  return RULES.reduce(
    (result, [pattern, replacement]) =>
      typeof replacement === "string"
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement),
    text,
  );
}

/**
 * Every string of a value read from content (nested objects and lists included), typeset for
 * its language; other languages pass through unchanged.
 */
export function typeset<T>(value: T, locale: Locale): T {
  if (locale !== "fr") return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return frenchTypography(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === "object" && Object.getPrototypeOf(item) === Object.prototype) {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    }
    return item;
  };
  return walk(value) as T;
}

const EDGE_SPACES = new RegExp(`${SPACE}+$`, "u");
const LEADING_SPACES = new RegExp(`^${SPACE}+`, "u");

/**
 * The space between two adjacent pieces of one line of text ("<strong>Téléphone</strong> :",
 * "«<em>Soumission</em>»"), which the rule for one string cannot see.
 */
function joinPieces(left: string, right: string): [string, string] {
  const closing = new RegExp(`^${SPACE}*([:;!?»])`, "u").exec(right);
  if (closing && /\S/.test(left)) {
    const mark = closing[1]!;
    const rest = right.slice(closing[0].length);
    const ends = new RegExp(`^${AFTER}`, "u").test(rest);
    const joined = mark === "»" || ((mark !== ":" ? !/[;!?]\s*$/.test(left) : true) && ends);
    if (joined) {
      const space = mark === ":" || mark === "»" ? NBSP : NNBSP;
      return [left.replace(EDGE_SPACES, ""), space + mark + rest];
    }
  }
  if (new RegExp(`«${SPACE}*$`, "u").test(left) && /^\s*\S/.test(right)) {
    return [
      left.replace(new RegExp(`«${SPACE}*$`, "u"), `«${NBSP}`),
      right.replace(LEADING_SPACES, ""),
    ];
  }
  return [left, right];
}

/** Elements that stay inside a line of text; any other element starts a new one. */
const INLINE = new Set(["a", "strong", "em", "b", "i", "span", "code", "abbr"]);

/**
 * A rehype plugin: French typography on the text of rendered Markdown, each text node typeset
 * and then joined to its neighbours within the same paragraph, item or heading.
 */
export function rehypeFrenchTypography() {
  return (tree: Root) => {
    let line: Text[] = [];
    const close = () => {
      for (let index = 1; index < line.length; index += 1) {
        const [left, right] = joinPieces(line[index - 1]!.value, line[index]!.value);
        line[index - 1]!.value = left;
        line[index]!.value = right;
      }
      line = [];
    };
    const visit = (nodes: (ElementContent | Root["children"][number])[]) => {
      for (const node of nodes) {
        if (node.type === "text") {
          node.value = frenchTypography(node.value);
          line.push(node);
        } else if (node.type === "element") {
          const inline = INLINE.has((node as Element).tagName);
          if (!inline) close();
          visit((node as Element).children);
          if (!inline) close();
        }
      }
    };
    visit(tree.children);
    close();
  };
}

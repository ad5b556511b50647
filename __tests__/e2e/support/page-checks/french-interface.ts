import { expect } from "@playwright/test";
import { byTag, prop, select, textOf } from "../export";
import { getUi, labelValues, ROUTE_ROWS } from "../i18n";
import type { PageCheck } from "../page-checks";

const english = getUi("en");
const french = getUi("fr");
// Words that are the same in both languages, and brand names.
// The review sites (content/shared/business.yml): "HomeStars" holds no English "Home".
const BRANDS = ["Google", "HomeStars"];
const SAME = new Set([
  ...BRANDS,
  "Message",
  "Photo",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "Twitter",
  // A French word too: « l’Office ontarien de réglementation… », a public body, in a guide.
  "Office",
]);
const frenchValues = new Set(labelValues(french));
// Each English label, cut at its {placeholders}, keeping the pieces long enough to mean something.
// The language switch names French in French on English pages: not an English string.
const englishInterface = Object.fromEntries(
  Object.entries(english).filter(([section]) => section !== "language"),
);
const englishPieces = [
  ...new Set(
    labelValues(englishInterface)
      .filter((value) => !frenchValues.has(value) && !SAME.has(value))
      .flatMap((value) => value.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 4 && !SAME.has(piece) && !/^[\W\d]+$/.test(piece)),
  ),
];

const FRENCH_ROUTES = new Set(ROUTE_ROWS.map((row) => row.fr));
const ATTRIBUTES = ["ariaLabel", "alt", "placeholder", "title"];

/**
 * Moved from french.spec.ts ("<route> shows no English interface string"). Read from the HTML
 * as served: all of the body's text, the parts a width or a closed menu hides included.
 */
export const frenchInterface: PageCheck = {
  name: "shows no English interface string",
  appliesTo: (route) => FRENCH_ROUTES.has(route),
  run(tree, route) {
    const attributes = select(tree, (element) =>
      ATTRIBUTES.some((name) => prop(element, name)),
    ).flatMap((element) => ATTRIBUTES.map((name) => prop(element, name) ?? ""));
    const seen = [
      textOf(byTag(tree, "title")[0] ?? tree),
      textOf(byTag(tree, "body")[0] ?? tree),
      ...attributes,
    ]
      .join("\n")
      // A brand name is no English string, nor is any piece of one.
      .replace(new RegExp(BRANDS.join("|"), "g"), " ");
    const found = englishPieces.filter((piece) => seen.includes(piece));
    expect(found, route).toEqual([]);
  },
};

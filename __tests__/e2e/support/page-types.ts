import type { PageRoutes } from "../../../lib/content/router";
import { fileOf, ROUTE_ROWS } from "./i18n";
import { readExported } from "./site";

/**
 * The template a page is drawn with: the pages of one collection (the services, the projects,
 * the guides, the areas: an id with a "/") share theirs; every other page has its own. Read from
 * the route table, so a page or a collection added to the content gets its type with no edit here.
 */
const typeOf = (row: PageRoutes) => (row.id.includes("/") ? `${row.en.split("/")[1]}/…` : row.id);

/*
 * How hard a page is on its template's layout: most photos, then the longest title (the one that
 * wraps most, and pushes the most aside), then the most text. Measured on the HTML as exported,
 * counted (not parsed: this runs in each browser worker, where parsing every page would cost
 * more than the pass it chooses for).
 */
function weight(route: string): number[] {
  const html = readExported(fileOf(route));
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const text = (source: string) =>
    source
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? "";
  return [(main.match(/<img\b/g) ?? []).length, text(heading).length, text(main).length];
}

const heavier = (a: number[], b: number[]) => {
  const at = a.findIndex((value, index) => value !== b[index]);
  return at !== -1 && a[at]! > b[at]!;
};

/**
 * The page of each type and language whose layout is the type's worst case: where the checks
 * that depend on layout (axe's color-contrast and target-size) run, at each width.
 */
export const WORST_CASE_PAGES: { type: string; locale: "en" | "fr"; route: string }[] = (
  ["en", "fr"] as const
).flatMap((locale) => {
  const chosen = new Map<string, { route: string; weight: number[] }>();
  for (const row of ROUTE_ROWS) {
    const route = row[locale];
    const candidate = { route, weight: weight(route) };
    const type = typeOf(row);
    const best = chosen.get(type);
    if (!best || heavier(candidate.weight, best.weight)) chosen.set(type, candidate);
  }
  return [...chosen].map(([type, { route }]) => ({ type, locale, route }));
});

export const WORST_CASES: ReadonlySet<string> = new Set(WORST_CASE_PAGES.map(({ route }) => route));

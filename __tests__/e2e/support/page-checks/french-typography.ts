import { expect } from "@playwright/test";
import { byTag, prop, readText } from "../export";
import { frenchLinesOf } from "../french/lines";
import { missingSpaces, REVIEW } from "../french/typography";
import type { PageCheck } from "../page-checks";
import { ROUTE_ROWS } from "../i18n";

const FRENCH_ROUTES = new Set(ROUTE_ROWS.map((row) => row.fr));
const REVIEW_BY_PAGE = new Map<string, typeof REVIEW>();
for (const finding of REVIEW) {
  REVIEW_BY_PAGE.set(finding.page, [...(REVIEW_BY_PAGE.get(finding.page) ?? []), finding]);
}

/** Moved from french-typography.spec.ts, which loaded every French page a second time. */
export const frenchSpacing: PageCheck = {
  name: "has a no-break space wherever French typography wants one",
  appliesTo: (route) => FRENCH_ROUTES.has(route),
  run(tree) {
    const lines = frenchLinesOf(tree);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.flatMap(missingSpaces)).toEqual([]);
  },
};

/** The review's wrong wording is gone from the page and its fix is there. */
export const frenchReview: PageCheck = {
  name: "shows the French reviews of 2026-11-25, 2026-11-27 and 2026-11-29 fixed",
  appliesTo: (route) => REVIEW_BY_PAGE.has(route),
  run(tree, route) {
    // What the page shows (scripts' payloads left out), its meta description included.
    const description = byTag(tree, "meta").find((meta) => prop(meta, "name") === "description");
    const text = [readText(byTag(tree, "body")[0] ?? tree), prop(description!, "content")].join(
      "\n",
    );
    for (const { id, gone, present } of REVIEW_BY_PAGE.get(route)!) {
      for (const wrong of gone) expect(text, `${id}: ${wrong}`).not.toContain(wrong);
      for (const right of present) expect(text, `${id}: ${right}`).toContain(right);
    }
  },
};

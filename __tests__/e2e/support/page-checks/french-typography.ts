import { expect } from "@playwright/test";
import { frenchLines, missingSpaces, REVIEW } from "../french/typography";
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
  async run(page) {
    const lines = await frenchLines(page);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.flatMap(missingSpaces)).toEqual([]);
  },
};

/** The review's wrong wording is gone from the page and its fix is there. */
export const frenchReview: PageCheck = {
  name: "shows the French reviews of 2026-11-25, 2026-11-27 and 2026-11-29 fixed",
  appliesTo: (route) => REVIEW_BY_PAGE.has(route),
  async run(page, route) {
    // What the page shows (scripts' payloads left out), its meta description included.
    const text = [
      await page.locator("body").innerText(),
      await page.locator('meta[name="description"]').getAttribute("content"),
    ].join("\n");
    for (const { id, gone, present } of REVIEW_BY_PAGE.get(route)!) {
      for (const wrong of gone) expect(text, `${id}: ${wrong}`).not.toContain(wrong);
      for (const right of present) expect(text, `${id}: ${right}`).toContain(right);
    }
  },
};

import { one, parseHtml, prop } from "./support/export";
import { expect, test } from "./support/fixtures";
import { frenchLinesOf } from "./support/french/lines";
import { missingSpaces, NBSP, NNBSP, REVIEW } from "./support/french/typography";
import { ALL_ROUTES } from "./support/site";

// Issue 29: OQLF spacing on every French page, whoever wrote the words (content or code), and the
// Québec copy editor's review of 2026-11-25 fixed in the built pages. Every French page of the
// route table is checked for both in its static gate (static/pages.spec.ts,
// support/page-checks/french-typography.ts), the review's other findings in static/content.spec.ts;
// what is here needs the server.

test.describe("French typography on every exported French page", () => {
  test("the check finds what it looks for", () => {
    expect(
      missingSpaces(`Dimanche: Fermé; « oui» ? Courriel${NBSP}: https://x.ca/?a=1 10:30`),
    ).toHaveLength(5);
    expect(missingSpaces(`Dimanche${NBSP}: Fermé${NNBSP}; «${NBSP}oui${NBSP}»${NNBSP}?!`)).toEqual(
      [],
    );
  });

  test("every page the review names is one that the static page gates check", () => {
    const unchecked = REVIEW.filter((finding) => !ALL_ROUTES.includes(finding.page));
    expect(unchecked).toEqual([]);
  });

  // The not-found page as served (its script would redirect): read over HTTP, no browser.
  test("the French not-found page has a no-break space wherever French typography wants one", async ({
    request,
  }) => {
    const response = await request.get("/fr/cette-page-n-existe-pas/");
    expect(response.status()).toBe(404);
    const tree = parseHtml(await response.text());
    expect(prop(one(tree, "html", "the not-found page"), "lang")).toBe("fr-CA");
    const lines = frenchLinesOf(tree);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.flatMap(missingSpaces)).toEqual([]);
  });
});

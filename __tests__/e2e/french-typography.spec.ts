import { one, parseHtml, prop } from "./support/export";
import { expect, test } from "./support/fixtures";
import { frenchLinesOf } from "./support/french/lines";
import { missingSpaces, NBSP, NNBSP, REVIEW } from "./support/french/typography";
import { ALL_ROUTES } from "./support/site";

// Issue 29: OQLF spacing on every French page, whoever wrote the words (content or code), and the
// Québec copy editor's review of 2026-11-25 fixed in the built pages. Every French page of the
// route table is checked for both in its static gate (static/pages.spec.ts,
// support/page-checks/french-typography.ts), the review's other findings, the feed and the
// structured data in static/; what is here needs the server.

test.describe("French typography on every exported French page", () => {
  test("the check finds what it looks for", () => {
    expect(
      missingSpaces(`Dimanche: Fermé; « oui» ? Courriel${NBSP}: https://x.ca/?a=1 10:30`),
    ).toHaveLength(5);
    expect(missingSpaces(`Dimanche${NBSP}: Fermé${NNBSP}; «${NBSP}oui${NBSP}»${NNBSP}?!`)).toEqual(
      [],
    );
  });

  test("the check finds a unit or a number's thousands without its no-break space", () => {
    expect(
      missingSpaces("À 20 °C ou 50°F, 25 %, 30 min, de 9 h à 18 h, 1 200 $ ou 5 000 000 pi²"),
    ).toHaveLength(9);
    expect(
      missingSpaces(
        `À 20${NBSP}°C, 25${NBSP}%, 30${NBSP}min, 9${NBSP}h, 1${NBSP}200${NBSP}$, 2 minutes, en 2026, 1971-2000, 45°`,
      ),
    ).toEqual([]);
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

import { expect, test } from "@playwright/test";
import { byTag, one, pageTree, prop, shownText } from "../support/export";
import { PAGE_CHECKS } from "../support/page-checks";
import { ALL_ROUTES, langOf } from "../support/site";

/*
 * The static half of every page's gate: what the HTML as served must say, read with no browser
 * (support/export.ts), on every page of the route table in both languages. Its browser half,
 * which needs layout and scripts, is pages.spec.ts.
 */
for (const route of ALL_ROUTES) {
  test(`${route} passes every static page gate`, async () => {
    const tree = pageTree(route);
    expect(prop(one(tree, "html", route), "lang")).toBe(langOf(route));
    const headings = byTag(tree, "h1");
    expect(headings, `${route}: one <h1>`).toHaveLength(1);
    expect(shownText(headings[0]!), `${route}: its <h1> says something`).not.toBe("");
    expect(shownText(one(tree, "main", route)).length, route).toBeGreaterThan(200);

    // The other topics' checks of a page as served.
    for (const check of PAGE_CHECKS.filter((candidate) => candidate.appliesTo(route))) {
      await test.step(check.name, () => check.run(tree, route));
    }
  });
}

import { expect } from "@playwright/test";
import { getQuestions, getSite, router } from "../../../../lib/content/load";
import { PAINT_CLAIM } from "../../../../lib/content/stand-ins/marks";
import { byTag, jsonLdOf, regionNamed, select, textOf } from "../export";
import type { PageCheck } from "../page-checks";
import { SERVICES } from "../site";

const REGION = { en: "Questions and answers", fr: "Questions et réponses" } as const;
const LOCALE_OF = new Map(
  SERVICES.flatMap((service) =>
    (["en", "fr"] as const).map(
      (locale) => [router.service(service.categoryId, service.id, locale), locale] as const,
    ),
  ),
);
const SERVICE_OF = new Map(
  SERVICES.flatMap((service) =>
    (["en", "fr"] as const).map(
      (locale) => [router.service(service.categoryId, service.id, locale), service.id] as const,
    ),
  ),
);

/** The questions whose answer makes a paint claim still a stand-in: shown, not in the data. */
function claimed(route: string): Set<string> {
  const locale = LOCALE_OF.get(route)!;
  if (!getSite(locale).standIn?.paintClaims) return new Set();
  return new Set(
    getQuestions(SERVICE_OF.get(route)!, locale)
      .filter((item) => PAINT_CLAIM.test(`${item.question} ${item.answerText}`))
      .map((item) => item.question),
  );
}

/*
 * Moved from editorial.spec.ts ("every <locale> service page shows at least three questions,
 * all in its FAQPage data"), which loaded each service page again with JavaScript off: the
 * document as served holds the region, named by its heading, with the questions, and the
 * FAQPage data naming the same ones, as a visitor or a crawler without JavaScript gets them.
 */
export const serviceQuestions: PageCheck = {
  name: "shows at least three questions, in its HTML and all in its FAQPage data",
  appliesTo: (route) => LOCALE_OF.has(route),
  run(tree, route) {
    const region = regionNamed(tree, REGION[LOCALE_OF.get(route)!]);
    expect(region, `${route}: the questions' region`).toBeTruthy();
    const shown = select(region!, (element) => element.tagName === "details")
      .map((details) => byTag(details, "summary")[0])
      .filter((summary) => summary !== undefined)
      .map((summary) => textOf(summary).trim());
    expect(shown.length, route).toBeGreaterThanOrEqual(3);
    const faq = jsonLdOf(tree).filter((data) => data["@type"] === "FAQPage") as {
      mainEntity: { name: string }[];
    }[];
    expect(faq, `${route}: one FAQPage`).toHaveLength(1);
    // Every question shown is in the data, but one that makes a paint claim the business has
    // not yet backed (docs/decisions/0014).
    const left = claimed(route);
    expect(
      faq[0]!.mainEntity.map((item) => item.name),
      route,
    ).toEqual(shown.filter((question) => !left.has(question)));
  },
};

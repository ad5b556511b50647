import { expect } from "@playwright/test";
import { router } from "../../../../lib/content/load";
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
    expect(
      faq[0]!.mainEntity.map((item) => item.name),
      route,
    ).toEqual(shown);
  },
};

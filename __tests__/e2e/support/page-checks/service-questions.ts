import { expect } from "@playwright/test";
import { router } from "../../../../lib/content/load";
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
 * all in its FAQPage data"), which loaded each service page again with JavaScript off. Here the
 * gate's page gives the region by its role and name; the document as served (parsed, so none of
 * its scripts run) must hold the same questions and the FAQPage data naming them, as a visitor
 * or a crawler without JavaScript gets them.
 */
export const serviceQuestions: PageCheck = {
  name: "shows at least three questions, in its HTML and all in its FAQPage data",
  appliesTo: (route) => LOCALE_OF.has(route),
  async run(page, route) {
    const region = page.getByRole("region", { name: REGION[LOCALE_OF.get(route)!] });
    const shown = (await region.locator("details > summary").allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(shown.length, route).toBeGreaterThanOrEqual(3);
    const served = await (await page.request.get(route)).text();
    const { summaries, faq } = await page.evaluate(
      ([html, name]) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        // The region as the served HTML names it: by the heading its aria-labelledby points to.
        const region = [...doc.querySelectorAll("section[aria-labelledby]")].find(
          (section) =>
            doc.getElementById(section.getAttribute("aria-labelledby")!)?.textContent?.trim() ===
            name,
        );
        return {
          summaries: [...(region?.querySelectorAll("details > summary") ?? [])].map((summary) =>
            (summary.textContent ?? "").trim(),
          ),
          faq: [...doc.querySelectorAll('script[type="application/ld+json"]')]
            .map((script) => JSON.parse(script.textContent ?? "null") as { "@type"?: string })
            .filter((data) => data?.["@type"] === "FAQPage") as {
            mainEntity: { name: string }[];
          }[],
        };
      },
      [served, REGION[LOCALE_OF.get(route)!]] as const,
    );
    expect(summaries, `${route}: the questions are in the served HTML`).toEqual(shown);
    expect(faq, `${route}: one FAQPage`).toHaveLength(1);
    expect(
      faq[0]!.mainEntity.map((item) => item.name),
      route,
    ).toEqual(shown);
  },
};

import "server-only";
import { getUi, router } from "@/lib/content";
import { type Link } from "@/lib/schemas/fields";
import { type Locale } from "@/lib/schemas/locales";

/** The guides, the areas served, the questions and the price ranges: linked from the footer and the sitemap page. */
export function getSectionLinks(locale: Locale): Link[] {
  const ui = getUi(locale).sections;
  return [
    { label: ui.guides, href: router.page("guides", locale) },
    { label: ui.areas, href: router.page("areas", locale) },
    { label: ui.faq, href: router.page("faq", locale) },
    { label: ui.prices, href: router.page("prices", locale) },
  ];
}

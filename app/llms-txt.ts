import "server-only";
// In app/: it writes two of the export's files and reads the prices page's own formatting (components/prices).
import { dollars, feeWords } from "@/components/prices/fee-words";
import {
  getAbout,
  getAreas,
  getCategories,
  getPages,
  getPriceRanges,
  getSite,
  getUi,
  router,
} from "@/lib/content";
import { format } from "@/lib/locale/format";
import { typeset } from "@/lib/locale/french-typography";
import { getLegalLinks } from "@/lib/nav/navigation";
import { type Locale } from "@/lib/schemas/locales";
import { absoluteUrl } from "@/lib/site/seo";

/*
 * /llms.txt and /fr/llms.txt (docs/decisions/0016), written from the same content as the pages
 * so it cannot say something they do not. A stand-in fact is left out, as from the structured
 * data (docs/decisions/0014); stand-in rates carry the prices page's own note.
 */

const link = (label: string, href: string, note?: string) =>
  `- [${label}](${absoluteUrl(href)})${note ? `: ${note}` : ""}`;

/** A service's typical price as the prices page writes it, before tax, with its fees. */
function priceLine(
  service: ReturnType<typeof getPriceRanges>[number]["services"][number],
  locale: Locale,
): string {
  const page = getPages(locale).prices;
  const words = getUi(locale).llms;
  const range = `${format(page.money.range, {
    low: dollars(service.low, locale),
    high: dollars(service.high, locale),
  })} ${page.units[service.unit].per}, ${words.beforeTax}`;
  // The joins are this file's own punctuation: typeset as the loader typesets the content's.
  return typeset([range, ...feeWords(service, page.money, locale)].join("; "), locale);
}

export function llmsTxt(locale: Locale): string {
  const site = getSite(locale);
  const ui = getUi(locale);
  const pages = getPages(locale);
  const standIn = site.standIn ?? {};
  const rates = getPriceRanges(locale).flatMap((category) => category.services);
  const services = getCategories(locale).flatMap((category) => [
    "",
    `### ${category.name}`,
    "",
    ...category.items.map((service) => {
      const rate = rates.find((item) => item.id === service.id);
      return link(
        service.name,
        service.href,
        [service.summary, rate ? `${priceLine(rate, locale)}.` : ""].filter(Boolean).join(" "),
      );
    }),
  ]);
  const areas = getAreas(locale);
  const contact = [
    link(ui.cta.quote, router.page("quote", locale)),
    link(pages.contact.meta.title, router.page("contact", locale)),
    ...(standIn.phones ? [] : [`- ${ui.footer.phone}${ui.colon}${site.phones.whatsapp.display}`]),
    ...(standIn.email ? [] : [`- ${ui.footer.email}${ui.colon}${site.email}`]),
    ...(standIn.address ? [] : [`- ${ui.footer.address}${ui.colon}${site.address.line}`]),
    typeset(
      `- ${ui.footer.hours}${ui.colon}${site.hours.days.map((day) => `${day.days}${ui.colon}${day.hours}`).join("; ")}`,
      locale,
    ),
  ];
  return [
    `# ${site.name}`,
    "",
    `> ${site.description}`,
    "",
    `## ${ui.llms.services}`,
    "",
    pages.prices.notAQuote,
    ...(rates.some((rate) => rate.standIn) ? ["", pages.prices.standIn] : []),
    "",
    link(pages.prices.meta.title, router.page("prices", locale)),
    ...services,
    "",
    `## ${ui.llms.areas}`,
    "",
    `- ${site.areaServed.map((area) => area.name).join(", ")}`,
    ...areas.map((area) => link(area.name, area.href, area.summary)),
    "",
    `## ${ui.llms.contact}`,
    "",
    ...contact,
    "",
    `## ${ui.llms.legal}`,
    "",
    ...getLegalLinks(locale).map((item) => link(item.label, item.href)),
    "",
    // The section llmstxt.org names for what a reader may skip: a format word, not copy.
    "## Optional",
    "",
    link(pages.faq.meta.title, router.page("faq", locale)),
    link(pages.guides.meta.title, router.page("guides", locale)),
    link(getAbout(locale).meta.title, router.page("about", locale)),
    "",
  ].join("\n");
}

/** The file as a static export serves it. */
export function llmsTxtResponse(locale: Locale): Response {
  return new Response(llmsTxt(locale), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

import { dollars } from "@/components/prices/fee-words";
import { getAllServices, getPages, getPriceRanges } from "@/lib/content";
import { format } from "@/lib/locale/format";
import { type Locale } from "@/lib/schemas/locales";
import { absoluteUrl } from "@/lib/site/seo";

/**
 * The services of the catalogue that an llms.txt of `locale` does not list, each with its
 * address and its typical price from the rate files (as the prices page writes it): the
 * catalogue is read here, not from the file, so a service the file forgets is named.
 */
export function servicesMissingFrom(text: string, locale: Locale): string[] {
  const lines = text.split("\n");
  const page = getPages(locale).prices;
  const rates = getPriceRanges(locale).flatMap((category) => category.services);
  return getAllServices(locale)
    .filter((service) => {
      const rate = rates.find((item) => item.id === service.id);
      const range = rate
        ? `${format(page.money.range, {
            low: dollars(rate.low, locale),
            high: dollars(rate.high, locale),
          })} ${page.units[rate.unit].per}`
        : "";
      return !lines.some(
        (line) =>
          line.startsWith(`- [${service.name}](${absoluteUrl(service.href)})`) &&
          line.includes(range),
      );
    })
    .map((service) => service.name);
}

import { type PriceHelperProps } from "@/components/prices/price-helper";
import { feeWords } from "@/components/prices/fee-words";
import { getPages, getPriceRanges, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/**
 * What the helper island receives: each service's figures, its minimum and fees in words for
 * each side of the river, and the page's words for the helper; only what it uses, to keep the
 * page light.
 */
export function priceHelperProps(locale: Locale): PriceHelperProps {
  const page = getPages(locale).prices;
  return {
    locale,
    categories: getPriceRanges(locale).map((category) => ({
      name: category.name,
      services: category.services.map((service) => ({
        id: service.id,
        name: service.name,
        includes: service.includes,
        excludes: service.excludes,
        fees: {
          on: feeWords(service, page.money, locale, "on"),
          qc: feeWords(service, page.money, locale, "qc"),
        },
        rate: {
          unit: service.unit,
          low: service.low,
          high: service.high,
          minimum: service.minimum,
          minimumStacks: service.minimumStacks,
          fees: service.fees.map(({ amount, where, per }) => ({ amount, where, per })),
        },
      })),
    })),
    labels: {
      helper: page.helper,
      money: page.money,
      units: page.units,
      includes: page.table.includes,
      excludes: page.table.excludes,
      // Inline, the label takes a colon before its list (the table's column header has none).
      fees: `${page.table.fees}${getUi(locale).colon}`.trimEnd(),
    },
    quoteHref: `${router.page("contact", locale)}#${router.anchor("quote", locale)}`,
  };
}

import { type PriceHelperProps } from "@/components/prices/price-helper";
import { getPages, getPriceRanges, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/**
 * What the helper island receives: each service's figures without the fees' words (the table
 * shows those), and the page's words for the helper. Only what it uses, to keep the page light.
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
        rate: {
          unit: service.unit,
          low: service.low,
          high: service.high,
          minimum: service.minimum,
          fees: service.fees.map(({ amount, where }) => ({ amount, where })),
        },
      })),
    })),
    labels: {
      helper: page.helper,
      money: page.money,
      units: page.units,
      includes: page.table.includes,
      excludes: page.table.excludes,
    },
    quoteHref: `${router.page("contact", locale)}#${router.anchor("quote", locale)}`,
  };
}

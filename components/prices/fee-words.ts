import { getUi } from "@/lib/content";
import { format } from "@/lib/locale/format";
import { type Place, formatMoney } from "@/lib/prices/price-range";
import { type Locale } from "@/lib/schemas/locales";
import { type PriceRangeFile, type PricesPage } from "@/lib/schemas/price-ranges";

/** Dollars as entered, with cents only where a figure has them ("$2.75", "$450"). */
export const dollars = (amount: number, locale: Locale) => {
  const cents = Math.round(amount * 100);
  return formatMoney(cents, locale, cents % 100 !== 0);
};

/**
 * A service's minimum job charge and fees in words ("Minimum job charge: $900", "Travel to the
 * Québec side: $75 (Québec side only)"): every one for the table, or those of one side of the
 * river for the helper, where the side is already chosen.
 */
export function feeWords(
  rate: Pick<PriceRangeFile, "minimum" | "fees">,
  words: PricesPage["money"],
  locale: Locale,
  place?: Place,
): string[] {
  const { colon } = getUi(locale);
  return [
    ...(rate.minimum ? [format(words.minimum, { amount: dollars(rate.minimum, locale) })] : []),
    ...rate.fees
      .filter((fee) => !place || fee.where === "both" || fee.where === place)
      .map((fee) => {
        const text = `${fee.label}${colon}${dollars(fee.amount, locale)}`;
        if (place || fee.where === "both") return text;
        return format(fee.where === "on" ? words.feeOn : words.feeQc, { fee: text });
      }),
  ];
}

import { TextLink } from "@/components/text-link";
import { dollars, feeWords } from "@/components/prices/fee-words";
import { Section } from "@/components/layout/section";
import { type getPriceRanges } from "@/lib/content";
import { format } from "@/lib/locale/format";
import { HTML_LANG } from "@/lib/locale/i18n";
import { TAXES, amountSpan, formatMoney, formatRate, startingFrom } from "@/lib/prices/price-range";
import { type Locale } from "@/lib/schemas/locales";
import { type PricesPage } from "@/lib/schemas/price-ranges";

type Props = {
  locale: Locale;
  page: PricesPage;
  categories: ReturnType<typeof getPriceRanges>;
};

/**
 * Every service's typical price, minimum job charge and mandatory fees, one table per category,
 * from the rate files: what the page says without JavaScript, and the helper's figures in full.
 * Each row leads with the all-in starting price on each side of the river (the advertised price
 * must include every mandatory fee and stand out more than its parts), then the rate per unit;
 * the taxes of each side are named here, not only in the helper's result.
 */
export function PriceTable({ locale, page, categories }: Props) {
  const { table, money: words, units } = page;
  const tax = (id: "hst" | "gst" | "qst") => {
    const { rate } = [...TAXES.on, ...TAXES.qc].find((each) => each.id === id)!;
    return format(words[id], { rate: formatRate(rate, locale) });
  };
  const columnHeader = (text: string, className = "py-2 pr-3") => (
    <th scope="col" className={className}>
      {text}
    </th>
  );
  const day = new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone: "UTC" });
  return (
    <Section id="price-table-heading" heading={table.heading} className="mt-12">
      <p className="mt-2 text-muted">{table.intro}</p>
      <p className="mt-2 font-medium text-ink">
        {format(table.taxes, { hst: tax("hst"), gst: tax("gst"), qst: tax("qst") })}
      </p>
      {categories.map((category) => (
        // French words and all-in figures are long: a cell may break a word rather than push
        // the table past a 320 px screen (WCAG 1.4.10, reflow).
        <table
          key={category.id}
          className="mt-8 w-full border-collapse text-left align-top text-sm wrap-anywhere hyphens-auto sm:text-base"
        >
          <caption className="mb-2 text-left text-xl font-bold text-brand-900">
            {category.name}
          </caption>
          <thead>
            <tr className="border-b-2 border-brand-900 text-sm">
              {columnHeader(table.service)}
              {columnHeader(table.price)}
              {columnHeader(table.fees, "py-2")}
            </tr>
          </thead>
          <tbody>
            {category.services.map((service) => (
              <tr key={service.id} className="border-b border-slate-300 align-top">
                <th scope="row" className="py-3 pr-3 font-normal">
                  <TextLink href={service.href}>{service.name}</TextLink>
                  <p className="mt-1 text-sm text-muted">
                    <strong>{table.includes}</strong> {service.includes}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    <strong>{table.excludes}</strong> {service.excludes}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {format(table.reviewed, {
                      date: day.format(new Date(`${service.reviewed}T00:00:00Z`)),
                    })}
                  </p>
                </th>
                <td className="py-3 pr-3">
                  <strong className="block text-lg text-brand-900">
                    {format(table.allIn, {
                      on: formatMoney(startingFrom(service, "on"), locale),
                      qc: formatMoney(startingFrom(service, "qc"), locale),
                    })}
                  </strong>
                  <span className="mt-1 block text-sm text-muted">
                    {format(table.then, {
                      range: amountSpan(
                        words.range,
                        dollars(service.low, locale),
                        dollars(service.high, locale),
                      ),
                      per: units[service.unit].per,
                    })}
                  </span>
                </td>
                <td className="py-3">
                  <ul className="grid gap-1">
                    {(feeWords(service, words, locale).length
                      ? feeWords(service, words, locale)
                      : [table.noFees]
                    ).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Section>
  );
}

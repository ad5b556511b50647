"use client";

import Link from "next/link";
import { useId, useRef, useState } from "react";
import { fieldClass } from "@/components/ui/form-field";
import { format } from "@/lib/locale/format";
import {
  type Place,
  type Rate,
  amountSpan,
  formatMoney,
  formatQuantity,
  formatRate,
  priceRange,
} from "@/lib/prices/price-range";
import { keepPriceRange } from "@/lib/prices/price-range-visit";
import { type PricesPage } from "@/lib/schemas/price-ranges";

type HelperService = {
  id: string;
  name: string;
  rate: Rate;
  includes: string;
  excludes: string;
  /** The minimum job charge and the fees that apply on each side of the river, in words. */
  fees: Record<Place, string[]>;
};

export type PriceHelperProps = {
  locale: "en" | "fr";
  categories: { name: string; services: HelperService[] }[];
  labels: Pick<PricesPage, "helper" | "money" | "units"> & {
    includes: string;
    excludes: string;
    fees: string;
  };
  /** The quote form's address (the contact page's #quote). */
  quoteHref: string;
};

type Row = { key: number; serviceId: string; size: string };

/**
 * The price-range helper: services and sizes, the side of the river, and the range with its
 * taxes, recomputed as the visitor types (lib/prices/price-range.ts) and announced politely. What the
 * visitor types stays in this component's state; "Add this range to my quote request" keeps only
 * the finished line for the quote form, for the visit (lib/prices/price-range-visit.ts).
 */
export function PriceHelper({ locale, categories, labels, quoteHref }: PriceHelperProps) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>([{ key: 0, serviceId: "", size: "" }]);
  const [place, setPlace] = useState<Place>("on");
  // A removed row takes its button with it: the focus goes to "Add another service".
  const add = useRef<HTMLButtonElement>(null);
  const { helper, money, units } = labels;
  const services = categories.flatMap((category) => category.services);
  const chosen = rows.flatMap((row) => {
    const service = services.find((each) => each.id === row.serviceId);
    return service ? [{ row, service, size: Number(row.size) }] : [];
  });
  const result = priceRange(
    chosen.map(({ service, size }) => ({ rate: service.rate, size })),
    place,
  );
  const amount = (cents: number, withCents = false) => formatMoney(cents, locale, withCents);
  const span = (low: string, high: string) => amountSpan(money.range, low, high);
  const update = (key: number, change: Partial<Row>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const plural = new Intl.PluralRules(locale);

  const line = () => {
    const items = chosen
      .filter(({ service, size }) => service.rate.unit === "job" || size > 0)
      .map(({ service, size }) => {
        if (service.rate.unit === "job") return service.name;
        const words = units[service.rate.unit];
        const n = formatQuantity(size, locale);
        return `${service.name} (${format(plural.select(size) === "one" ? words.one : words.other, { n })})`;
      })
      .join(", ");
    return format(helper.whatsappLine, {
      items,
      place: place === "on" ? helper.ontarioInLine : helper.quebecInLine,
      range: span(amount(result!.range.low), amount(result!.range.high)),
      total: span(amount(result!.total.low, true), amount(result!.total.high, true)),
    });
  };

  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="font-semibold text-brand-900">{helper.place}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(["on", "qc"] as const).map((side) => (
            <label key={side} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-place`}
                value={side}
                checked={place === side}
                onChange={() => setPlace(side)}
                className="size-5 accent-brand-700"
              />
              {side === "on" ? helper.ontario : helper.quebec}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="grid gap-6">
        {rows.map((row, index) => {
          const service = services.find((each) => each.id === row.serviceId);
          const unit = service?.rate.unit;
          return (
            <li key={row.key} className="grid gap-4 rounded-card bg-surface p-4 sm:grid-cols-2">
              <div>
                <label
                  htmlFor={`${id}-service-${row.key}`}
                  className="font-semibold text-brand-900"
                >
                  {helper.service} {rows.length > 1 ? index + 1 : null}
                </label>
                <select
                  id={`${id}-service-${row.key}`}
                  value={row.serviceId}
                  onChange={(event) => update(row.key, { serviceId: event.target.value })}
                  className={fieldClass}
                >
                  <option value="">{helper.choose}</option>
                  {categories.map((category) => (
                    <optgroup key={category.name} label={category.name}>
                      {category.services.map((each) => (
                        <option key={each.id} value={each.id}>
                          {each.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </div>
              {unit && unit !== "job" ? (
                <div>
                  <label htmlFor={`${id}-size-${row.key}`} className="font-semibold text-brand-900">
                    {units[unit].label}
                  </label>
                  <input
                    id={`${id}-size-${row.key}`}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    value={row.size}
                    onChange={(event) => update(row.key, { size: event.target.value })}
                    className={fieldClass}
                  />
                </div>
              ) : null}
              {service ? (
                <p className="text-sm text-muted sm:col-span-2">
                  <strong>{labels.includes}</strong> {service.includes}{" "}
                  <strong>{labels.excludes}</strong> {service.excludes}
                  {service.fees[place].length ? (
                    <>
                      {" "}
                      <strong>{labels.fees}</strong> {service.fees[place].join(" · ")}
                    </>
                  ) : null}
                </p>
              ) : null}
              {rows.length > 1 ? (
                <button
                  type="button"
                  onClick={() => {
                    setRows(rows.filter((each) => each.key !== row.key));
                    add.current?.focus();
                  }}
                  className="min-h-11 justify-self-start font-semibold text-brand-700 underline sm:col-span-2"
                >
                  {format(helper.removeService, {
                    service: service?.name ?? `${helper.service} ${index + 1}`,
                  })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        ref={add}
        type="button"
        onClick={() =>
          setRows([...rows, { key: rows[rows.length - 1]!.key + 1, serviceId: "", size: "" }])
        }
        className="min-h-11 justify-self-start rounded-button border border-brand-700 px-4 font-semibold text-brand-700"
      >
        {helper.addService}
      </button>
      <div role="status" aria-atomic="true" className="rounded-card border border-slate-300 p-4">
        {result ? (
          <>
            <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              {[
                [
                  helper.range,
                  span(amount(result.range.low), amount(result.range.high)),
                  "text-xl font-bold",
                ],
                ...result.taxes.map((tax) => [
                  format(money[tax.id], { rate: formatRate(tax.rate, locale) }),
                  span(amount(tax.amount.low, true), amount(tax.amount.high, true)),
                  "",
                ]),
                [
                  helper.total,
                  span(amount(result.total.low, true), amount(result.total.high, true)),
                  "font-semibold",
                ],
              ].map(([term, value, emphasis], index) => (
                <div key={index} className="contents">
                  <dt className={emphasis ? "font-semibold text-brand-900" : undefined}>{term}</dt>
                  <dd className={emphasis ? `${emphasis} text-brand-900` : undefined}>{value}</dd>
                </div>
              ))}
            </dl>
            {result.minimumApplied ? (
              <p className="mt-2 text-sm text-muted">{helper.minimumApplied}</p>
            ) : null}
          </>
        ) : (
          <p className="text-muted">{helper.empty}</p>
        )}
      </div>
      {result ? (
        <Link
          href={quoteHref}
          onClick={() =>
            keepPriceRange(
              line(),
              chosen.map(({ service }) => service.id),
            )
          }
          className="inline-flex min-h-11 items-center justify-self-start rounded-button bg-accent-400 px-5 py-2 font-semibold text-brand-900"
        >
          {helper.addToQuote}
        </Link>
      ) : null}
    </div>
  );
}

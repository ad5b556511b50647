/*
 * content/price-ranges/<service-id>.yml (one per catalogue service): what a typical job of that
 * service costs, `en:` then `fr:`. The figures, the unit and the review day are entered once
 * (marked `shared`); the fees' words and what the range includes and excludes are each
 * language's. content/pages/prices.yml holds the page's own words (PricesPageSchema).
 */
import { z } from "zod";
import {
  longText,
  PageMetaSchema,
  text,
  translation,
  withPlaceholders,
} from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { standIn } from "@/lib/content/stand-ins/marks";

/** What a typical job is priced by; "job" is one flat price whatever the size. */
export const PRICE_UNITS = [
  "room",
  "wall-sq-ft",
  "floor-sq-ft",
  "linear-ft",
  "stair",
  "job",
] as const;
/** Each unit as the form names it. */
const UNIT_NAMES: Record<(typeof PRICE_UNITS)[number], string> = {
  room: "Room",
  "wall-sq-ft": "Square foot of wall area",
  "floor-sq-ft": "Square foot of floor area",
  "linear-ft": "Linear foot",
  stair: "Stair",
  job: "Flat price per job",
};
/** Where a fee applies: on both sides of the river, the Ontario side only or the Québec side only. */
const FEE_PLACES = ["both", "on", "qc"] as const;

// A missing day keeps the loader's "must not be empty" message; a wrong one says the format.
const day = z.iso.date({
  error: (issue) => (issue.input === undefined ? undefined : "must be a day written YYYY-MM-DD"),
});
const dollars = z.number().min(0.01, "must be at least 0.01 (Canadian dollars)");

export const PriceRangeFileSchema = z
  .object({
    standIn: standIn("Stand-in figures (not yet confirmed by the owner)"),
    reviewed: field(day, { label: "Rates last reviewed", shared: true }),
    unit: field(z.enum(PRICE_UNITS), {
      label: "Priced by",
      shared: true,
      optionLabels: UNIT_NAMES,
    }),
    low: field(dollars, { label: "Low figure per unit (CAD, before tax)", shared: true }),
    high: field(dollars, { label: "High figure per unit (CAD, before tax)", shared: true }),
    minimum: field(dollars.optional(), {
      label: "Minimum job charge (CAD, before tax)",
      hint: "A job priced below it is charged this amount; leave empty if there is none.",
      shared: true,
    }),
    minimumStacks: field(z.boolean().optional(), {
      label: "In a job combined with other services, this minimum still applies",
      hint: "Ticked: each service's minimum is charged on its own part of the job. Unticked: the services share one minimum, the highest. Said only where there is a minimum.",
      shared: true,
    }),
    fees: field(
      z
        .array(
          z.object({
            amount: field(dollars, { label: "Amount (CAD, before tax)", shared: true }),
            where: field(z.enum(FEE_PLACES), {
              label: "Applies on",
              shared: true,
              optionLabels: { both: "Both sides", on: "Ontario side only", qc: "Québec side only" },
            }),
            per: field(z.enum(["job", "visit"]), {
              label: "Charged",
              shared: true,
              optionLabels: {
                job: "On every job of this service",
                visit: "Once per visit, whatever the number of services (travel)",
              },
            }),
            label: field(text, { label: "What the fee is (as the visitor reads it)" }),
          }),
        )
        .default([]),
      {
        label: "Mandatory fees (charged on every job of this service)",
        hint: "Travel, disposal, set-up: every fee a client cannot avoid is added to the range shown.",
        summary: "{{fields.label}}: {{fields.amount}}",
      },
    ),
    includes: longText("What the range includes"),
    excludes: longText("What the range does not include"),
    ...translation,
  })
  .superRefine((rate, ctx) => {
    if (rate.minimum !== undefined && rate.minimumStacks === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["minimumStacks"],
        message:
          "must say whether this minimum still applies when the service is combined with others (true or false)",
      });
    }
    if (rate.low > rate.high) {
      ctx.addIssue({
        code: "custom",
        path: ["high"],
        message: `${rate.high} is below the low figure ${rate.low}: the low figure must not be above the high one`,
      });
    }
  });

export type PriceRangeFile = z.infer<typeof PriceRangeFileSchema>;

/** A template with one placeholder, refused without it. */

/** A size in a unit's words: "1 room", "3 rooms" ({n} is the number). */
const sizeWords = field(
  z.object({
    label: field(text, { label: "The size field's label (“Number of rooms”)" }),
    per: field(text, { label: "After a price (“per room”)" }),
    one: field(withPlaceholders("n"), { label: "One ({n}: “{n} room”)" }),
    other: field(withPlaceholders("n"), { label: "Several ({n}: “{n} rooms”)" }),
  }),
  { collapsed: true },
);

/** content/pages/prices.yml: the price-range page's words, the helper's and the table's. */
export const PricesPageSchema = z.object({
  meta: PageMetaSchema,
  heading: field(text, { label: "Heading" }),
  intro: longText("Introduction"),
  /** Plain words: a typical range, not an estimate or a quote; the quote follows a free visit. */
  notAQuote: longText("Not an estimate, not a quote"),
  standIn: longText("Said while any service's figures are stand-ins"),
  helper: field(
    z.object({
      heading: field(text, { label: "Heading" }),
      service: field(text, { label: "Service field" }),
      choose: field(text, { label: "Service field's empty choice" }),
      place: field(text, { label: "Where the work is (question)" }),
      ontario: field(text, { label: "Ontario side" }),
      quebec: field(text, { label: "Québec side" }),
      ontarioInLine: field(text, { label: "Ontario side, inside the quote message's line" }),
      quebecInLine: field(text, { label: "Québec side, inside the quote message's line" }),
      addService: field(text, { label: "Add another service" }),
      removeService: field(withPlaceholders("service"), { label: "Remove a service ({service})" }),
      empty: longText("Said before a service and its size are given"),
      range: field(text, { label: "The range, fees included" }),
      minimumApplied: field(text, { label: "Said when the minimum job charge applies" }),
      total: field(text, { label: "Total with tax" }),
      addToQuote: field(text, { label: "Button: add the range to the quote request" }),
      /** The WhatsApp message's line: {items} (each service and size), {place}, {range}, {total}. */
      whatsappLine: field(withPlaceholders("items", "place", "range", "total"), {
        label: "The quote message's line ({items}, {place}, {range}, {total})",
      }),
    }),
    { label: "The helper", collapsed: true },
  ),
  table: field(
    z.object({
      heading: field(text, { label: "Heading" }),
      intro: longText("Introduction"),
      service: field(text, { label: "Service column" }),
      price: field(text, { label: "Typical price column" }),
      fees: field(text, { label: "Minimum and fees column" }),
      noFees: field(text, { label: "No fee" }),
      includes: field(text, { label: "Includes" }),
      excludes: field(text, { label: "Does not include" }),
      reviewed: field(withPlaceholders("date"), { label: "Reviewed on ({date})" }),
      /** Leads each row: the smallest job with every mandatory fee, per side of the river. */
      allIn: field(withPlaceholders("on", "qc"), {
        label: "All-in starting price on each side ({on}, {qc})",
      }),
      then: field(withPlaceholders("range", "per"), {
        label: "Then the rate per unit ({range}, {per})",
      }),
      /** Names each side's sales taxes with their rates, for readers without the helper. */
      taxes: field(withPlaceholders("hst", "gst", "qst"), {
        label: "The taxes of each side ({hst}, {gst}, {qst})",
        widget: "text",
      }),
    }),
    { label: "The table of ranges", collapsed: true },
  ),
  money: field(
    z.object({
      range: field(withPlaceholders("low", "high"), { label: "A range ({low}, {high})" }),
      minimum: field(withPlaceholders("amount"), { label: "Minimum price per job ({amount})" }),
      feeOn: field(withPlaceholders("fee"), { label: "A fee on the Ontario side only ({fee})" }),
      feeQc: field(withPlaceholders("fee"), { label: "A fee on the Québec side only ({fee})" }),
      hst: field(withPlaceholders("rate"), { label: "HST line ({rate})" }),
      gst: field(withPlaceholders("rate"), { label: "GST line ({rate})" }),
      qst: field(withPlaceholders("rate"), { label: "QST line ({rate})" }),
    }),
    { label: "Amounts and taxes", collapsed: true },
  ),
  units: field(
    z.object(
      Object.fromEntries(
        PRICE_UNITS.map((unit) => [unit, field(sizeWords, { label: UNIT_NAMES[unit] })]),
      ) as {
        [U in (typeof PRICE_UNITS)[number]]: typeof sizeWords;
      },
    ),
    { label: "Units' words", collapsed: true },
  ),
  ...translation,
});

export type PricesPage = z.infer<typeof PricesPageSchema>;

/*
 * A typical price range from the rate files (content/price-ranges/), with every mandatory fee
 * included and the sales tax of the side of the river the work is on: pure arithmetic in whole
 * cents, shared by the page's table (server) and its helper (browser), and by the tests.
 */

type PriceUnit = "room" | "wall-sq-ft" | "floor-sq-ft" | "linear-ft" | "stair" | "job";
/** Ontario side (Ottawa) or Québec side (Gatineau). */
export type Place = "on" | "qc";

/** What the helper needs of a rate file: figures in dollars, as entered. */
export type Rate = {
  unit: PriceUnit;
  low: number;
  high: number;
  minimum?: number;
  /**
   * Whether this service's minimum still applies when it is part of a combined job (the rate
   * file says so; the code assumes nothing). When false, the services that say so share one
   * minimum, the highest of theirs. Only said where there is a minimum.
   */
  minimumStacks?: boolean;
  /** `per: "visit"`: the cost of getting there (the trip across the river), once per job. */
  fees: { amount: number; where: "both" | Place; per: "job" | "visit" }[];
};

/** Tax rates in thousandths of a percent: 13 % is 13000. */
type TaxId = "hst" | "gst" | "qst";
export const TAXES: Record<Place, { id: TaxId; rate: number }[]> = {
  // Ontario: the harmonized sales tax.
  on: [{ id: "hst", rate: 13_000 }],
  // Québec: the GST and the QST, each on the price before tax (the QST is not charged on the GST).
  qc: [
    { id: "gst", rate: 5_000 },
    { id: "qst", rate: 9_975 },
  ],
};

type Span = { low: number; high: number };
export type PriceRange = {
  /** The range with every mandatory fee included, before tax, rounded (cents). */
  range: Span;
  /** One line per tax of the place, to the cent. */
  taxes: { id: TaxId; rate: number; amount: Span }[];
  total: Span;
  /** Some service's minimum job charge raised its price. */
  minimumApplied: boolean;
};

const cents = (dollars: number) => Math.round(dollars * 100);

/** The fees of a rate that apply on a side of the river, in cents. */
const feesAt = (rate: Rate, place: Place, per: "job" | "visit") =>
  rate.fees
    .filter((fee) => fee.per === per && (fee.where === "both" || fee.where === place))
    .reduce((sum, fee) => sum + cents(fee.amount), 0);

/** One service at one size: the unit price times the size, before any minimum or fee. */
const workOf = (rate: Rate, size: number) => {
  const quantity = rate.unit === "job" ? 1 : size;
  return {
    low: Math.round(quantity * cents(rate.low)),
    high: Math.round(quantity * cents(rate.high)),
  };
};

/**
 * Several services done as one job: each its work and per-job fees; each minimum that stacks
 * on its own service, those that do not shared (the highest, on their services together); a
 * per-visit fee once, the highest of the services' (one trip, whatever the number of services).
 */
export function jobRange(lines: { rate: Rate; size: number }[], place: Place) {
  let low = 0;
  let high = 0;
  let minimumApplied = false;
  const shared = { low: 0, high: 0, minimum: 0 };
  for (const { rate, size } of lines) {
    const work = workOf(rate, size);
    const minimum = cents(rate.minimum ?? 0);
    const fees = feesAt(rate, place, "job");
    if (rate.minimumStacks !== false || lines.length === 1) {
      low += Math.max(work.low, minimum) + fees;
      high += Math.max(work.high, minimum) + fees;
      minimumApplied ||= work.low < minimum;
    } else {
      shared.low += work.low;
      shared.high += work.high;
      shared.minimum = Math.max(shared.minimum, minimum);
      low += fees;
      high += fees;
    }
  }
  low += Math.max(shared.low, shared.minimum);
  high += Math.max(shared.high, shared.minimum);
  minimumApplied ||= shared.low < shared.minimum;
  const visit = Math.max(0, ...lines.map(({ rate }) => feesAt(rate, place, "visit")));
  return { low: low + visit, high: high + visit, minimumApplied };
}

/** The step a person rounds an amount of this size to, in cents. */
function roundingStep(amount: number): number {
  if (amount < 100_000) return 2_500;
  if (amount < 500_000) return 5_000;
  if (amount < 2_000_000) return 10_000;
  return 50_000;
}

/**
 * Rounded up, both ends: the low end never shows less than the fees-included price could be
 * (an advertised price must be attainable), and the high end still covers the real high.
 */
const roundUp = (amount: number) => Math.ceil(amount / roundingStep(amount)) * roundingStep(amount);

/** Tax on an amount, to the cent (half a cent up). */
const taxOn = (amount: number, rate: number) => Math.round((amount * rate) / 100_000);

/** Several services add up to one range (one job); null until at least one has a size. */
export function priceRange(lines: { rate: Rate; size: number }[], place: Place): PriceRange | null {
  const sized = lines.filter(
    ({ rate, size }) => rate.unit === "job" || (Number.isFinite(size) && size > 0),
  );
  if (!sized.length) return null;
  const job = jobRange(sized, place);
  const range = { low: roundUp(job.low), high: roundUp(job.high) };
  const taxes = TAXES[place].map(({ id, rate }) => ({
    id,
    rate,
    amount: { low: taxOn(range.low, rate), high: taxOn(range.high, rate) },
  }));
  const taxTotal = (key: "low" | "high") =>
    taxes.reduce((total, tax) => total + tax.amount[key], 0);
  return {
    range,
    taxes,
    total: { low: range.low + taxTotal("low"), high: range.high + taxTotal("high") },
    minimumApplied: job.minimumApplied,
  };
}

/**
 * The all-in starting figure of one service on a side of the river: its smallest job (one unit,
 * raised to the minimum) with every mandatory fee, before tax, rounded as the helper rounds.
 */
export const startingFrom = (rate: Rate, place: Place): number =>
  priceRange([{ rate, size: 1 }], place)!.range.low;

const NBSP = "\u00a0";

/** Thousands grouped with `separator`: "1,200" / "1 200". */
const grouped = (whole: number, separator: string) =>
  String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * An amount of cents as each language writes money: "$1,200" and "$163.87" in English,
 * « 1 200 $ » and « 163,87 $ » in French (OQLF: no-break spaces inside the number and before
 * the sign). Written out rather than Intl.NumberFormat, whose spaces differ between ICU
 * versions: the server's table and the browser's helper must print the same characters.
 */
export function formatMoney(amount: number, locale: "en" | "fr", withCents = false): string {
  const whole = Math.floor(Math.abs(amount) / 100);
  const rest = String(Math.abs(amount) % 100).padStart(2, "0");
  const sign = amount < 0 ? "-" : "";
  if (locale === "fr") {
    return `${sign}${grouped(whole, NBSP)}${withCents ? `,${rest}` : ""}${NBSP}$`;
  }
  return `${sign}$${grouped(whole, ",")}${withCents ? `.${rest}` : ""}`;
}

/**
 * Two ends in a range's words ("{low} to {high}"); one amount where they are equal (the
 * minimum often makes them so), since "$650 to $650" reads as a mistake.
 */
export const amountSpan = (template: string, low: string, high: string): string =>
  low === high ? low : template.replace("{low}", low).replace("{high}", high);

/** A tax rate as each language writes it: "13%", "9.975%"; « 13 % », « 9,975 % ». */
export function formatRate(rate: number, locale: "en" | "fr"): string {
  const figure = String(rate / 1000);
  return locale === "fr" ? `${figure.replace(".", ",")}${NBSP}%` : `${figure}%`;
}

/** A size as each language writes it: "2,000" / « 2 000 », "2.5" / « 2,5 ». */
export function formatQuantity(size: number, locale: "en" | "fr"): string {
  const [whole, decimals] = String(size).split(".");
  const digits = grouped(Number(whole), locale === "fr" ? NBSP : ",");
  return decimals ? `${digits}${locale === "fr" ? "," : "."}${decimals}` : digits;
}

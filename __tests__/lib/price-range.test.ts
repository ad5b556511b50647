import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import {
  type Rate,
  formatMoney,
  formatQuantity,
  formatRate,
  jobRange,
  priceRange,
} from "@/lib/price-range";

const NBSP = "\u00a0";

/** A rate file's figures as the team entered them (content/price-ranges/<id>.yml, `en:`). */
function rateFile(id: string) {
  const file = path.join(process.cwd(), "content", "price-ranges", `${id}.yml`);
  return parse(readFileSync(file, "utf8")).en as Rate & { fees: Rate["fees"] };
}

/** Up to the step a person expects: $25 under $1,000, $50 under $5,000, $100 under $20,000. */
const upTo = (dollars: number) => {
  const step = dollars < 1000 ? 25 : dollars < 5000 ? 50 : dollars < 20_000 ? 100 : 500;
  return Math.ceil(dollars / step) * step;
};

describe("money as each language writes it", () => {
  it("groups thousands and places the sign per language, with no-break spaces in French", () => {
    expect(formatMoney(120_000, "en")).toBe("$1,200");
    expect(formatMoney(120_000, "fr")).toBe(`1${NBSP}200${NBSP}$`);
    expect(formatMoney(16_387, "en", true)).toBe("$163.87");
    expect(formatMoney(123_456_705, "fr", true)).toBe(`1${NBSP}234${NBSP}567,05${NBSP}$`);
    expect(formatMoney(5_000, "en", true)).toBe("$50.00");
  });

  it("writes tax rates and sizes per language", () => {
    expect(formatRate(13_000, "en")).toBe("13%");
    expect(formatRate(9_975, "fr")).toBe(`9,975${NBSP}%`);
    expect(formatQuantity(2000, "en")).toBe("2,000");
    expect(formatQuantity(2000, "fr")).toBe(`2${NBSP}000`);
    expect(formatQuantity(2.5, "fr")).toBe("2,5");
  });
});

describe("a typical range", () => {
  const rate: Rate = {
    unit: "room",
    low: 400,
    high: 700,
    minimum: 900,
    fees: [
      { amount: 50, where: "both" },
      { amount: 75, where: "qc" },
    ],
  };

  it("raises a small job to the minimum charge, then adds the fees of the side of the river", () => {
    expect(jobRange(rate, 1, "on")).toEqual({
      low: 95_000,
      high: 95_000,
      minimumApplied: true,
    });
    expect(jobRange(rate, 3, "qc")).toEqual({
      low: 132_500,
      high: 222_500,
      minimumApplied: false,
    });
  });

  it("prices a flat job once, whatever the size given", () => {
    const flat: Rate = { unit: "job", low: 1200, high: 3500, fees: [] };
    expect(jobRange(flat, 7, "on")).toMatchObject({ low: 120_000, high: 350_000 });
  });

  it("adds several services into one range, rounded up to a step a person expects", () => {
    const accent: Rate = { unit: "wall-sq-ft", low: 2.5, high: 4.5, fees: [] };
    const result = priceRange(
      [
        { rate, size: 3 },
        { rate: accent, size: 120 },
      ],
      "on",
    )!;
    // 1,200 + 50 + 300 = 1,550 → 1,550; 2,100 + 50 + 540 = 2,690 → 2,700.
    expect(result.range).toEqual({ low: 155_000, high: 270_000 });
    expect(result.taxes).toEqual([
      { id: "hst", rate: 13_000, amount: { low: 20_150, high: 35_100 } },
    ]);
    expect(result.total).toEqual({ low: 175_150, high: 305_100 });
  });

  it("shows the GST and the QST on the Québec side, each on the price before tax", () => {
    const result = priceRange([{ rate, size: 10 }], "qc")!;
    // 4,000 + 125 = 4,125 → 4,150 (by $50); 7,000 + 125 = 7,125 → 7,200 (by $100).
    expect(result.range).toEqual({ low: 415_000, high: 720_000 });
    expect(result.taxes.map((tax) => [tax.id, tax.amount])).toEqual([
      ["gst", { low: 20_750, high: 36_000 }],
      // 9.975 % of 4,150 = 413.9625 → 413.96; of 7,200 = 718.20.
      ["qst", { low: 41_396, high: 71_820 }],
    ]);
    expect(result.total).toEqual({
      low: 415_000 + 20_750 + 41_396,
      high: 720_000 + 36_000 + 71_820,
    });
  });

  it("waits for a size before giving a range", () => {
    expect(priceRange([], "on")).toBeNull();
    expect(priceRange([{ rate, size: Number("") }], "on")).toBeNull();
    expect(priceRange([{ rate, size: -2 }], "on")).toBeNull();
  });
});

/*
 * The issue's cases, recomputed by hand from the rate files the team edits: the test follows
 * the files' figures, so a change of rates changes both sides.
 */
describe("the cases the helper must get right, from content/price-ranges/", () => {
  it("3 bedrooms of interior painting on the Ontario side", () => {
    const file = rateFile("interior-painting");
    const fees = file.fees
      .filter((fee) => fee.where !== "qc")
      .reduce((sum, fee) => sum + fee.amount, 0);
    const low = upTo(Math.max(3 * file.low, file.minimum ?? 0) + fees);
    const high = upTo(Math.max(3 * file.high, file.minimum ?? 0) + fees);
    const result = priceRange([{ rate: file, size: 3 }], "on")!;
    expect(result.range).toEqual({ low: low * 100, high: high * 100 });
    const hst = (amount: number) => Math.round(amount * 13);
    expect(result.taxes).toEqual([
      { id: "hst", rate: 13_000, amount: { low: hst(low), high: hst(high) } },
    ]);
    expect(result.total).toEqual({ low: low * 100 + hst(low), high: high * 100 + hst(high) });
  });

  it("2,000 sq ft of commercial interior on the Québec side", () => {
    const file = rateFile("interior-commercial-painting");
    expect(file.unit).toBe("floor-sq-ft");
    const fees = file.fees
      .filter((fee) => fee.where !== "on")
      .reduce((sum, fee) => sum + fee.amount, 0);
    const low = upTo(Math.max(2000 * file.low, file.minimum ?? 0) + fees);
    const high = upTo(Math.max(2000 * file.high, file.minimum ?? 0) + fees);
    const result = priceRange([{ rate: file, size: 2000 }], "qc")!;
    expect(result.range).toEqual({ low: low * 100, high: high * 100 });
    const gst = (amount: number) => Math.round(amount * 5);
    const qst = (amount: number) => Math.round((amount * 9975) / 1000);
    expect(result.taxes).toEqual([
      { id: "gst", rate: 5_000, amount: { low: gst(low), high: gst(high) } },
      { id: "qst", rate: 9_975, amount: { low: qst(low), high: qst(high) } },
    ]);
    expect(result.total).toEqual({
      low: low * 100 + gst(low) + qst(low),
      high: high * 100 + gst(high) + qst(high),
    });
  });
});

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
  startingFrom,
} from "@/lib/prices/price-range";

const NBSP = "\u00a0";

/** A rate file's figures as the team entered them (content/price-ranges/<id>.yml, `en:`). */
function rateFile(id: string) {
  const file = path.join(process.cwd(), "content", "price-ranges", `${id}.yml`);
  return parse(readFileSync(file, "utf8")).en as Rate & { fees: Rate["fees"] };
}

/** A rate file's fees of one kind on a side of the river, in dollars. */
const feesOf = (file: Rate, place: "on" | "qc", per: "job" | "visit") =>
  file.fees.filter((fee) => fee.per === per && fee.where !== (place === "on" ? "qc" : "on"));
const total = (fees: { amount: number }[]) => fees.reduce((sum, fee) => sum + fee.amount, 0);

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
    minimumStacks: true,
    fees: [
      { amount: 50, where: "both", per: "job" },
      { amount: 75, where: "qc", per: "visit" },
    ],
  };

  it("raises a small job to the minimum charge, then adds the fees of the side of the river", () => {
    expect(jobRange([{ rate, size: 1 }], "on")).toEqual({
      low: 95_000,
      high: 95_000,
      minimumApplied: true,
    });
    expect(jobRange([{ rate, size: 3 }], "qc")).toEqual({
      low: 132_500,
      high: 222_500,
      minimumApplied: false,
    });
  });

  it("prices a flat job once, whatever the size given", () => {
    const flat: Rate = { unit: "job", low: 1200, high: 3500, fees: [] };
    expect(jobRange([{ rate: flat, size: 7 }], "on")).toMatchObject({
      low: 120_000,
      high: 350_000,
    });
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

  it("counts a per-visit fee once in a combined job, the highest of the services'", () => {
    const other: Rate = {
      unit: "stair",
      low: 60,
      high: 110,
      fees: [
        { amount: 40, where: "both", per: "job" },
        { amount: 90, where: "qc", per: "visit" },
      ],
    };
    const lines = [
      { rate, size: 3 },
      { rate: other, size: 10 },
    ];
    // Work 1,200–2,100 + 600–1,100; per-job fees 50 + 40; one trip, the higher: 90.
    expect(jobRange(lines, "qc")).toMatchObject({ low: 198_000, high: 338_000 });
    expect(jobRange(lines, "on")).toMatchObject({ low: 189_000, high: 329_000 });
  });

  it("stacks each minimum that says it stacks, and shares one among those that say not", () => {
    const small = (minimum: number, minimumStacks: boolean): Rate => ({
      unit: "room",
      low: 100,
      high: 200,
      minimum,
      minimumStacks,
      fees: [],
    });
    const one = [{ rate: small(900, true), size: 1 }];
    const two = (stacks: boolean) => [
      { rate: small(900, stacks), size: 1 },
      { rate: small(600, stacks), size: 1 },
    ];
    expect(jobRange(one, "on")).toEqual({ low: 90_000, high: 90_000, minimumApplied: true });
    expect(jobRange(two(true), "on")).toMatchObject({ low: 150_000, high: 150_000 });
    // Not stacking: 100 + 100 of work, raised once to the higher minimum.
    expect(jobRange(two(false), "on")).toEqual({ low: 90_000, high: 90_000, minimumApplied: true });
  });

  it("gives a service's all-in starting figure on each side: one unit, minimum and every fee", () => {
    expect(startingFrom(rate, "on")).toBe(95_000);
    // 900 + 50 + 75 = 1,025 → 1,050 (rounded up by $50, as the helper rounds).
    expect(startingFrom(rate, "qc")).toBe(105_000);
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

  it("3 rooms of interior painting plus 14 stairs on the Québec side: the trip is counted once", () => {
    const rooms = rateFile("interior-painting");
    const stairs = rateFile("stairs-railings-baseboards");
    const trips = [...feesOf(rooms, "qc", "visit"), ...feesOf(stairs, "qc", "visit")];
    // Both services carry the trip across the river: the case is the one the review found.
    expect(feesOf(rooms, "qc", "visit").length).toBeGreaterThan(0);
    expect(feesOf(stairs, "qc", "visit").length).toBeGreaterThan(0);
    const trip = Math.max(...trips.map((fee) => fee.amount));
    const part = (file: Rate, size: number, key: "low" | "high") =>
      Math.max(size * file[key], file.minimum ?? 0) + total(feesOf(file, "qc", "job"));
    // Minimums stack or are shared as each rate file says.
    const both = [
      [rooms, 3],
      [stairs, 14],
    ] as const;
    const allIn = (key: "low" | "high") => {
      const stacking = both.filter(([file]) => file.minimumStacks !== false);
      const sharing = both.filter(([file]) => file.minimumStacks === false);
      const shared = sharing.length
        ? Math.max(
            sharing.reduce((sum, [file, size]) => sum + size * file[key], 0),
            ...sharing.map(([file]) => file.minimum ?? 0),
          ) + total(sharing.flatMap(([file]) => feesOf(file, "qc", "job")))
        : 0;
      return stacking.reduce((sum, [file, size]) => sum + part(file, size, key), 0) + shared + trip;
    };
    const result = priceRange(
      [
        { rate: rooms, size: 3 },
        { rate: stairs, size: 14 },
      ],
      "qc",
    )!;
    expect(result.range).toEqual({
      low: upTo(allIn("low")) * 100,
      high: upTo(allIn("high")) * 100,
    });
    // Counted twice, the range would be one trip higher before rounding.
    expect(
      jobRange(
        both.map(([rate, size]) => ({ rate, size })),
        "qc",
      ).low,
    ).toBe(allIn("low") * 100);
  });
});

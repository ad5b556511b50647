import { ottawaDay, ottawaDayEnd } from "@/lib/locale/ottawa-day";

describe("ottawaDayEnd", () => {
  it.each([
    // Standard time (UTC−5), daylight time (UTC−4), and the days the clocks change at 2 a.m.
    ["2027-02-28", "2027-03-01T05:00:00.000Z"],
    ["2026-07-01", "2026-07-02T04:00:00.000Z"],
    ["2026-03-07", "2026-03-08T05:00:00.000Z"],
    ["2026-03-08", "2026-03-09T04:00:00.000Z"],
    ["2026-10-31", "2026-11-01T04:00:00.000Z"],
    ["2026-11-01", "2026-11-02T05:00:00.000Z"],
    ["2026-12-31", "2027-01-01T05:00:00.000Z"],
  ])("%s ends in Ottawa at %s", (day, end) => {
    const instant = ottawaDayEnd(day);
    expect(new Date(instant).toISOString()).toBe(end);
    expect(ottawaDay(new Date(instant - 1))).toBe(day);
    expect(ottawaDay(new Date(instant))).not.toBe(day);
  });

  it("refuses what is not a calendar day", () => {
    for (const day of ["2027-02-30", "2027-2-3", "next friday"]) {
      expect(() => ottawaDayEnd(day)).toThrow(`${day} is not a calendar day`);
    }
  });
});

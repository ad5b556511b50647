import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { entryProblems } from "@/lib/cms/entry-check";

/*
 * The CMS refuses what the build refuses about the estimate windows (docs/decisions/0018), and
 * one thing more, when saving: a window that has already started. Each refusal names its field
 * as the form labels it. This also proves the window's fields, which the committed content
 * leaves empty (its windows would pass within days).
 */

const root = path.join(__dirname, "..", "..");
const config = parse(readFileSync(path.join(root, "public/admin/config.yml"), "utf8"));

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const save = (en: Record<string, unknown>[], fr: Record<string, unknown>[] = en.map(() => ({}))) =>
  entryProblems(config, "estimate_windows", "windows", {
    en: { windows: en },
    fr: { windows: fr },
  });

describe("saving estimate windows in the CMS", () => {
  it("takes windows still to come, one on each side, with a note in each language", () => {
    expect(
      save(
        [
          { date: dayIn(5), part: "morning", side: "on", note: "Near Westboro" },
          { date: dayIn(6), part: "evening", side: "qc" },
        ],
        [{ note: "Près de Westboro" }, {}],
      ),
    ).toEqual([]);
  });

  it("refuses a window already past, naming its day", () => {
    expect(save([{ date: "2026-01-05", part: "afternoon", side: "on" }])).toEqual([
      expect.stringMatching(
        /^Estimate windows › 1 › Day \(Ottawa time\): 2026-01-05, afternoon, Ontario side has already started or passed/,
      ),
    ]);
  });

  it("refuses a window without its side, naming the field", () => {
    expect(save([{ date: dayIn(5), part: "morning" }])).toEqual([
      "EN: Estimate windows › 1 › Side of the river: is required: Ontario (Ottawa side) or Quebec (Gatineau side)",
    ]);
  });

  it("refuses two windows at the same time, naming the second", () => {
    const day = dayIn(8);
    expect(
      save([
        { date: day, part: "morning", side: "on" },
        { date: day, part: "morning", side: "qc" },
      ]),
    ).toEqual([
      expect.stringMatching(
        /^Estimate windows › 2 › Part of the day: .* two visits cannot be at the same time/,
      ),
    ]);
  });

  it("refuses a part of the day or a side the form does not offer, and a note too long", () => {
    const problems = save(
      [{ date: dayIn(5), part: "night", side: "east" }],
      [{ note: "x".repeat(81) }],
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^EN: Estimate windows › 1 › Part of the day: /),
        expect.stringMatching(/^EN: Estimate windows › 1 › Side of the river: /),
        expect.stringMatching(
          /^FR: Estimate windows › 1 › Note, shown after the time: must be at most 80/,
        ),
      ]),
    );
  });
});

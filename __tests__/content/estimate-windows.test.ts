import { loadContent as load } from "@/lib/content/load";
import { estimateWindowRules, windowStart } from "@/lib/schemas/estimate-windows";
import { loadError, scratchEach, writeText } from "@/__tests__/support/scratch-content";

// The estimate visits the team publishes (docs/decisions/0018): a window that has started is
// left out of the build with a warning, never a failure; two at the same time are refused.

/** A day `days` from now, YYYY-MM-DD. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const windowsFile = (en: string[], fr: string[]) =>
  ["en:", "  windows:", ...en, "fr:", "  windows:", ...fr, ""].join("\n");

describe("estimate windows (content/estimate-windows.yml)", () => {
  let dir: string;
  scratchEach((copy) => (dir = copy));

  it("starts a window at its part of the day in Ottawa, in standard and in daylight time", () => {
    expect(new Date(windowStart({ date: "2026-12-12", part: "morning" })).toISOString()).toBe(
      "2026-12-12T14:00:00.000Z",
    );
    expect(new Date(windowStart({ date: "2027-07-03", part: "afternoon" })).toISOString()).toBe(
      "2027-07-03T17:00:00.000Z",
    );
    expect(new Date(windowStart({ date: "2027-03-14", part: "evening" })).toISOString()).toBe(
      "2027-03-14T21:00:00.000Z",
    );
  });

  it("leaves a window that has passed out of the build, with a warning naming it, and offers the others soonest first", () => {
    const later = dayIn(20);
    const sooner = dayIn(10);
    writeText(
      dir,
      "estimate-windows.yml",
      windowsFile(
        [
          `    - { date: "${later}", part: afternoon, side: qc }`,
          `    - { date: "2026-01-05", part: morning, side: on }`,
          `    - { date: "${sooner}", part: morning, side: on, note: Near Westboro }`,
        ],
        ["    - {}", "    - {}", "    - { note: Près de Westboro }"],
      ),
    );
    const { content, problems, warnings } = load(dir);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^content\/estimate-windows\.yml: the estimate window 2026-01-05, morning, Ontario side has started or passed/,
      ),
    ]);
    const fr = content!.getEstimateWindows("fr");
    expect(fr.map((each) => each.id)).toEqual([`${sooner}-morning`, `${later}-afternoon`]);
    expect(fr[0]).toMatchObject({ side: "on", note: "Près de Westboro" });
    expect(fr[0]!.when).toMatch(/^[a-z]+ \d+(er)? [a-zéû]+, en matinée$/);
    expect(content!.getEstimateWindows("en")[1]!.when).toMatch(
      /^[A-Z][a-z]+, [A-Z][a-z]+ \d+, afternoon$/,
    );
  });

  it("writes the day as the issue asks: “Saturday, December 12, morning” / « samedi 12 décembre, en matinée »", () => {
    writeText(
      dir,
      "estimate-windows.yml",
      windowsFile([`    - { date: "2099-12-12", part: morning, side: on }`], ["    - {}"]),
    );
    const content = load(dir).content!;
    expect(content.getEstimateWindows("en")[0]!.when).toBe("Saturday, December 12, morning");
    expect(content.getEstimateWindows("fr")[0]!.when).toBe("samedi 12 décembre, en matinée");
  });

  it("refuses two windows at the same time and a window without its side, naming file and field", () => {
    const day = dayIn(12);
    writeText(
      dir,
      "estimate-windows.yml",
      windowsFile(
        [
          `    - { date: "${day}", part: morning, side: on }`,
          `    - { date: "${day}", part: morning, side: qc }`,
          `    - { date: "${day}", part: evening }`,
        ],
        ["    - {}", "    - {}", "    - {}"],
      ),
    );
    const message = loadError(dir).message;
    expect(message).toContain("content/estimate-windows.yml");
    expect(message).toMatch(/en\.windows\[2\]\.side/);
    const rules = estimateWindowRules([
      { date: day, part: "morning", side: "on" },
      { date: day, part: "morning", side: "qc" },
    ]);
    expect(rules).toEqual([
      expect.stringMatching(/^windows\[1\]\.part: .* two visits cannot be at the same time/),
    ]);
  });

  it("refuses a window already started only when given the clock (the CMS's save), never in the build", () => {
    const passed = [{ date: "2026-01-05", part: "morning", side: "on" } as const];
    expect(estimateWindowRules(passed)).toEqual([]);
    expect(estimateWindowRules(passed, Date.now())).toEqual([
      expect.stringMatching(
        /^windows\[0\]\.date: 2026-01-05, morning, Ontario side has already started or passed/,
      ),
    ]);
  });
});

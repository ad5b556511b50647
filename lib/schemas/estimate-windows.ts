import { z } from "zod";
import { day, text, translation } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";

/*
 * content/estimate-windows.yml: the next free estimate visits the team publishes
 * (docs/decisions/0018), both languages in one entry: the day, the part of the day and the side
 * of the river entered once, in English; a note in each language. The quote form offers them as a
 * request the team confirms by reply, never as a booked appointment.
 */

const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
const RIVER_SIDES = ["on", "qc"] as const;
type DayPart = (typeof DAY_PARTS)[number];
export type RiverSide = (typeof RIVER_SIDES)[number];

/**
 * When each part of the day starts, Ottawa time (hour, 24 h): a window is offered until then, so
 * nobody asks for a morning that has begun. Matches the office's hours (Monday to Saturday,
 * 9:00 to 18:00), with the evening for visits after work.
 */
const PART_STARTS: Record<DayPart, number> = { morning: 9, afternoon: 13, evening: 17 };

const windowSchema = z.object({
  date: field(day, { label: "Day (Ottawa time)", shared: true }),
  part: field(z.enum(DAY_PARTS), {
    label: "Part of the day",
    shared: true,
    optionLabels: {
      morning: "Morning (from 9:00)",
      afternoon: "Afternoon (from 13:00)",
      evening: "Evening (from 17:00)",
    },
  }),
  side: field(
    z.enum(RIVER_SIDES, {
      error: (issue) =>
        issue.input === undefined
          ? "is required: Ontario (Ottawa side) or Quebec (Gatineau side)"
          : "must be on (Ontario) or qc (Quebec)",
    }),
    {
      label: "Side of the river",
      shared: true,
      optionLabels: { on: "Ontario (Ottawa side)", qc: "Quebec (Gatineau side)" },
    },
  ),
  note: field(text.max(80, "must be at most 80 characters").optional(), {
    label: "Note, shown after the time",
  }),
});

export type EstimateWindow = z.infer<typeof windowSchema>;

export const EstimateWindowsFileSchema = z.object({
  ...translation,
  windows: field(z.array(windowSchema).max(12, "at most 12 windows at a time").optional(), {
    label: "Estimate windows",
    hint: "The next free estimate visits. The quote form offers those still to come; a visitor's choice is a request you confirm by reply. A window that has passed is left out by the next build: remove it here when you can.",
    summary: "{{fields.date}} · {{fields.part}} · {{fields.side}}",
  }),
});

/** Ottawa's wall-clock hour and day at `instant`. */
function ottawaClock(instant: number): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/**
 * The instant (ms since 1970) a window starts: its day at its part's hour in Ottawa. Computed
 * when the site is built, so the page compares it with `Date.now()` without a time-zone
 * formatter (lib/locale/ottawa-day.ts says why).
 */
export function windowStart({ date, part }: Pick<EstimateWindow, "date" | "part">): number {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  const hour = PART_STARTS[part];
  // Ottawa is 4 hours behind UTC in daylight time and 5 in standard time.
  for (const behind of [4, 5]) {
    const instant = Date.UTC(year, month - 1, dayOfMonth, hour + behind);
    const clock = ottawaClock(instant);
    if (clock.day === date && clock.hour === hour) return instant;
  }
  throw new Error(`${date} is not a calendar day (YYYY-MM-DD)`);
}

const describe = (each: Pick<EstimateWindow, "date" | "part" | "side">) =>
  `${each.date}, ${each.part}, ${each.side === "on" ? "Ontario" : "Quebec"} side`;

/** The windows whose start is at or before `now`: they are no longer offered. */
export const passedWindows = <W extends EstimateWindow>(windows: readonly W[], now: number) =>
  windows.filter((each) => windowStart(each) <= now);

/**
 * Rules across the list, which one window's schema cannot see: two windows at the same time (the
 * team cannot be in two places). The loader runs them; the CMS's pre-save check runs them and,
 * with `now`, refuses a window that has already started. Problems name the field as the file does.
 */
export function estimateWindowRules(
  windows: readonly EstimateWindow[] | undefined,
  now?: number,
): string[] {
  const problems: string[] = [];
  (windows ?? []).forEach((each, index) => {
    const earlier = (windows ?? [])
      .slice(0, index)
      .findIndex((other) => other.date === each.date && other.part === each.part);
    if (earlier >= 0)
      problems.push(
        `windows[${index}].part: ${each.date}, ${each.part} is already window ${earlier + 1}: two visits cannot be at the same time`,
      );
    if (now !== undefined && windowStart(each) <= now)
      problems.push(
        `windows[${index}].date: ${describe(each)} has already started or passed (Ottawa time): choose a day and time still to come`,
      );
  });
  return problems;
}

export { describe as describeWindow };

/** The business's clock: a notice's days are calendar days in Ottawa (Eastern time). */
const OTTAWA_TIME_ZONE = "America/Toronto";

/** The calendar day in Ottawa at `now`, written YYYY-MM-DD (comparable as a string). */
export function ottawaDay(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: OTTAWA_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The instant (milliseconds since 1970, UTC) at which `day` (YYYY-MM-DD) ends in Ottawa: the
 * first moment of the next day there. Computed when the site is built, so a page compares it
 * with `Date.now()` instead of asking Intl for Ottawa's date: a browser's first time-zone
 * formatter costs about 30 ms of main thread before anything is painted (measured in Chromium on
 * this project's pages; docs/performance.md).
 */
export function ottawaDayEnd(day: string): number {
  const [, year, month, date] = (/^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? []).map(Number);
  if (!year || !month || !date) throw new Error(`${day} is not a calendar day (YYYY-MM-DD)`);
  // Ottawa is 4 hours behind UTC in daylight time and 5 in standard time; midnight is never
  // the hour a change happens (2 a.m.), so exactly one of the two is the next day's first moment.
  for (const hoursBehind of [4, 5]) {
    const instant = Date.UTC(year, month - 1, date + 1, hoursBehind);
    if (ottawaDay(new Date(instant - 1)) === day && ottawaDay(new Date(instant)) !== day) {
      return instant;
    }
  }
  throw new Error(`${day} is not a calendar day (YYYY-MM-DD)`);
}

/** sessionStorage key prefix of a notice hidden this visit (read by its inline script too). */
export const NOTICE_DISMISSED_KEY = "notice-dismissed:";

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

/** sessionStorage key prefix of a notice hidden this visit (read by its inline script too). */
export const NOTICE_DISMISSED_KEY = "notice-dismissed:";

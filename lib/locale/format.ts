import { HTML_LANG } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";

/**
 * A North American number the way French typography writes it (OQLF): "613 555-0143", a
 * no-break space between the area code and the exchange so "613" never ends a line alone.
 * Numbers from elsewhere keep their international form.
 */
export function frenchPhoneDisplay(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `${match[1]}\u00a0${match[2]}-${match[3]}` : e164;
}

/**
 * A name as it reads inside a sentence: its first letter in lower case ("Soumission gratuite –
 * peinture intérieure"). For names that begin with a common noun, as every service name does.
 */
export function inSentence(name: string, locale: string): string {
  return name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
}

/**
 * Fills {placeholders} in a UI string, so copy keeps its word order in any language. A value
 * that already ends a sentence ("Painting Co.") absorbs the full stop the template puts after
 * it, so no string ever shows "Co.." whatever the content says.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (match, key: string, stop: string) => {
    if (!(key in values)) return match;
    const value = String(values[key]);
    return stop && value.endsWith(".") ? value : value + stop;
  });
}

/**
 * A day of the content, "2027-02-28", as words: "February 28, 2027" / « 28 février 2027 »
 * (OQLF: « 1er » for the first of a month, which Intl writes « 1 »).
 */
export function formatDay(day: string, locale: Locale): string {
  const formatted = new Intl.DateTimeFormat(HTML_LANG[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
  return locale === "fr" ? formatted.replace(/^1 /, "1er ") : formatted;
}

/** Which form of a label a count takes: "one" (1 job; 0 and 1 in French) or "other". */
export function plural(count: number, locale: string): "one" | "other" {
  return new Intl.PluralRules(locale).select(count) === "one" ? "one" : "other";
}

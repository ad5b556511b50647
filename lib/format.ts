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

/** Which form of a label a count takes: "one" (1 job; 0 and 1 in French) or "other". */
export function plural(count: number, locale: string): "one" | "other" {
  return new Intl.PluralRules(locale).select(count) === "one" ? "one" : "other";
}

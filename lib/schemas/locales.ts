/*
 * The site's languages. The fields every language shares are marked `shared` in the schemas
 * (lib/schemas/form-meta.ts), which the loader and the CMS form both read.
 */

/** The first is the default: the CMS validates it first and stores shared fields under it. */
export const LOCALES = ["en", "fr"] as const;

export type Locale = (typeof LOCALES)[number];

/** A value for each language. */
export const perLocale = <T>(value: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>;

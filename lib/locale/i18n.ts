import { type Locale } from "@/lib/schemas/locales";

/** BCP 47 tags for <html lang> and hreflang: Canadian English and Canadian French. */
export const HTML_LANG: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "fr" : "en");

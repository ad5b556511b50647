import { expect, test } from "@playwright/test";
import { fileOf, HTML_LANG, ROUTE_ROWS } from "../support/i18n";
import { readExported } from "../support/site";

// Moved from french.spec.ts: the files of the export, read with no browser.

const LANGUAGES = ["en", "fr"] as const;
const other = (locale: "en" | "fr") => (locale === "en" ? "fr" : "en");

test("each page says its language, and its hreflang alternates name both twins and x-default", () => {
  for (const row of ROUTE_ROWS) {
    for (const locale of LANGUAGES) {
      const html = readExported(fileOf(row[locale]));
      expect(html, row[locale]).toContain(`<html lang="${HTML_LANG[locale]}"`);
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => [lang, new URL(href!).pathname],
        ),
      );
      // Reciprocal: both twins list the same pair, so each points back at the other.
      expect(alternates, row[locale]).toEqual({
        "en-CA": row.en,
        "fr-CA": row.fr,
        "x-default": row.en,
      });
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(new URL(canonical!).pathname, row[locale]).toBe(row[locale]);
      expect(html, row[locale]).toContain(`<meta property="og:locale" content="${locale}_CA"/>`);
      expect(html, row[locale]).toContain(
        `<meta property="og:locale:alternate" content="${other(locale)}_CA"/>`,
      );
      expect(html, row[locale]).toContain(`/og/${locale}/${row.id}.png"`);
    }
  }
});

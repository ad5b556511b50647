import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  feedLines,
  frenchOf,
  jsonLdStrings,
  missingSpaces,
  NBSP,
} from "../support/french/typography";
import { fileOf, HTML_LANG, ROUTE_ROWS } from "../support/i18n";
import { exportedHtmlFiles, OUT_DIR, readExported } from "../support/site";

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

// Issue 47, moved from french-typography.spec.ts: the feed and the structured data are checked in
// the export's files, read and parsed without a browser (the pages in static/pages.spec.ts).
test.describe("French typography in the export's feed and structured data", () => {
  const guide = "guides/when-to-paint-outside-in-ottawa";
  // The guide's French, as its editor typed it: ordinary spaces before °C, °F and %.
  const typed = readFileSync(
    path.join(__dirname, "..", "..", "..", "content", `${guide}.fr.md`),
    "utf8",
  );

  test("the French feed has a no-break space wherever French typography wants one", () => {
    const xml = readFileSync(path.join(OUT_DIR, "fr", "feed.xml"), "utf8");
    const lines = feedLines(xml);
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.flatMap(missingSpaces)).toEqual([]);
    expect(typed).toContain("10 °C (50 °F)");
    expect(xml).toContain(`10${NBSP}°C (50${NBSP}°F)`);
    expect(readExported(fileOf(frenchOf(guide)))).toContain(`10${NBSP}°C (50${NBSP}°F)`);
  });

  test("the structured data of every French page has one too", () => {
    const files = exportedHtmlFiles().filter((file) => file.startsWith("fr/"));
    expect(files.length).toBeGreaterThan(40);
    const strings = files.flatMap((file) =>
      jsonLdStrings(readExported(file)).map((text) => [file, text] as const),
    );
    // The FAQ's answers and the guides' and areas' descriptions among them.
    expect(strings.length).toBeGreaterThan(500);
    expect(
      strings.flatMap(([file, text]) =>
        missingSpaces(text).map((problem) => `${file}: ${problem}`),
      ),
    ).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import {
  feedLines,
  frenchLines,
  frenchOf,
  jsonLdStrings,
  missingSpaces,
  NBSP,
  NNBSP,
  REVIEW,
} from "./support/french/typography";
import { fileOf, ROUTE_ROWS } from "./support/i18n";
import { ALL_ROUTES, exportedHtmlFiles, OUT_DIR, readExported } from "./support/site";
import { getSite } from "../../lib/content/load";

// Issue 29: OQLF spacing on every French page, whoever wrote the words (content or code), the
// Québec copy editor's review of 2026-11-25 fixed in the built pages, and the accessibility
// page's ways to reach us as links. Every French page of the route table is checked for both in
// pages.spec.ts, in the one load it makes of each page (support/page-checks/french-typography.ts);
// what is here needs a page of its own.

test.describe("French typography on every exported French page", () => {
  test("the check finds what it looks for", () => {
    expect(
      missingSpaces(`Dimanche: Fermé; « oui» ? Courriel${NBSP}: https://x.ca/?a=1 10:30`),
    ).toHaveLength(5);
    expect(missingSpaces(`Dimanche${NBSP}: Fermé${NNBSP}; «${NBSP}oui${NBSP}»${NNBSP}?!`)).toEqual(
      [],
    );
  });

  test("the check finds a unit or a number's thousands without its no-break space", () => {
    expect(
      missingSpaces("À 20 °C ou 50°F, 25 %, 30 min, de 9 h à 18 h, 1 200 $ ou 5 000 000 pi²"),
    ).toHaveLength(9);
    expect(
      missingSpaces(
        `À 20${NBSP}°C, 25${NBSP}%, 30${NBSP}min, 9${NBSP}h, 1${NBSP}200${NBSP}$, 2 minutes, en 2026, 1971-2000, 45°`,
      ),
    ).toEqual([]);
  });

  test("every page the review names is one that pages.spec.ts checks", () => {
    const unchecked = REVIEW.filter((finding) => !ALL_ROUTES.includes(finding.page));
    expect(unchecked).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    // The not-found page redirects once its script runs: with it off, the page stays put.
    test.use({ javaScriptEnabled: false });

    test("the French not-found page has a no-break space wherever French typography wants one", async ({
      page,
    }) => {
      const response = await page.goto("/fr/cette-page-n-existe-pas/");
      expect(response!.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      const lines = await frenchLines(page);
      expect(lines.length).toBeGreaterThan(10);
      expect(lines.flatMap(missingSpaces)).toEqual([]);
    });
  });
});

// Issue 47: the feed and the structured data are checked in the export's files, read and parsed
// here without a browser (the pages are checked in the page load pages.spec.ts makes).
test.describe("French typography in the export's feed and structured data", () => {
  const guide = "guides/when-to-paint-outside-in-ottawa";
  // The guide's French, as its editor typed it: ordinary spaces before °C, °F and %.
  const typed = readFileSync(path.join(__dirname, "..", "..", "content", `${guide}.fr.md`), "utf8");

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

test.describe("the French review of 2026-11-25 in the built pages", () => {
  test("N-W4: the credentials in the structured data of French pages are French", async ({
    page,
  }) => {
    await page.goto(frenchOf("home"));
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
      "",
    );
    expect(data).toContain("Certificat de décharge de la CSPAAT");
    expect(data).toContain("Assurance responsabilité civile");
    expect(data).not.toMatch(/WSIB clearance|Workplace Safety|general liability/);
  });

  test("T1, N-T3: the form's phone placeholder and the phones are written the French way", async ({
    page,
  }) => {
    await page.goto(frenchOf("contact"));
    const placeholders = await page
      .locator("input[placeholder]")
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("placeholder")));
    expect(placeholders).toContain(`613${NBSP}555-0100`);
    expect(placeholders).not.toContain("613-555-0100");
    const phones = await page.locator('main a[href^="tel:"]').allTextContents();
    expect(phones).toContain(`613${NBSP}555-0143`);
    expect(phones).toContain(`613${NBSP}555-0178`);
  });
});

test.describe("the accessibility page's ways to reach us", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`are links in ${locale}: phone, email and WhatsApp`, async ({ page }) => {
      const site = getSite(locale);
      await page.goto(ROUTE_ROWS.find((row) => row.id === "accessibility")![locale]);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: site.phones.office.display })).toHaveAttribute(
        "href",
        `tel:${site.phones.office.e164}`,
      );
      await expect(main.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(main.getByRole("link", { name: site.phones.whatsapp.display })).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/${site.phones.whatsapp.e164.slice(1)}(\\?|$)`),
      );
    });
  }
});

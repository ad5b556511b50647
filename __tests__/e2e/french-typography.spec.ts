import { expect, test } from "./support/fixtures";
import {
  frenchLines,
  frenchOf,
  missingSpaces,
  NBSP,
  NNBSP,
  REVIEW,
} from "./support/french/typography";
import { ROUTE_ROWS } from "./support/i18n";
import { ALL_ROUTES } from "./support/site";
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

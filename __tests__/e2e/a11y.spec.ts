import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ALL_ROUTES } from "./support/site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

// Radix NavigationMenu puts a focusable, aria-hidden sentinel after the open trigger: it
// only forwards Tab into the dropdown and is never read. Excluded alone, with this reason.
const RADIX_FOCUS_PROXY = '[data-slot="navigation-menu-list"] > li > span[aria-hidden="true"]';

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude(RADIX_FOCUS_PROXY)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `${label}\n${summary.join("\n")}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const route of ALL_ROUTES) {
      test(route, async ({ page }) => {
        await page.goto(route);
        await expectNoViolations(page, route);
      });
    }
  });
}

test.describe("axe in every open state", () => {
  test("services dropdown with a category expanded", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Our Services" }).click();
    await nav.getByRole("button", { name: "Residential Painting" }).click();
    await expectNoViolations(page, "dropdown open");
  });

  test("mobile menu open with a category expanded", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[1]!);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Commercial Painting" }).click();
    await expectNoViolations(page, "mobile menu open");
  });

  test("gallery viewer open", async ({ page }) => {
    await page.goto("/gallery/");
    await page.locator("main figure a").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "gallery viewer");
  });

  test("form with an invalid field, then the toast", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto("/contact/");
    await page.getByLabel("Full Name").fill("Sam");
    await page.getByLabel("Email Address").fill("sam@example.com");
    await page.getByLabel("Phone Number").fill("613-555-0100");
    await page.getByLabel("Message / Project Details").fill("x".repeat(2001));
    await page.getByRole("button", { name: "Send via WhatsApp" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "at most 2000" })).toBeVisible();
    await expectNoViolations(page, "invalid form");

    await page.evaluate(() => (window.open = () => null));
    await page.getByLabel("Message / Project Details").fill("Fence and deck.");
    await page.getByRole("button", { name: "Send via WhatsApp" }).click();
    await expect(page.getByText("Form Submitted!", { exact: true })).toBeVisible();
    await expectNoViolations(page, "toast shown");
    await context.close();
  });
});

test.describe("focus is always visible", () => {
  test("every focusable element on the home page shows an outline or ring when tabbed to", async ({
    page,
  }) => {
    await page.goto("/");
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      const style = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        return {
          outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0,
          shadow: s.boxShadow !== "none",
          tag: el.tagName,
        };
      });
      expect(style.outline || style.shadow, `focus ${i} on ${style.tag}`).toBe(true);
    }
  });
});

import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test.describe("axe in every open state", () => {
  test("services dropdown with a category expanded", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Our Services" }).click();
    await nav.getByRole("button", { name: "Residential Painting" }).click();
    await expectNoAxeViolations(page, "dropdown open");
  });

  test("mobile menu open with a category expanded", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Commercial Painting" }).click();
    await expectNoAxeViolations(page, "mobile menu open");
  });

  test("gallery viewer open", async ({ page }) => {
    await page.goto("/gallery/");
    await page.locator("main figure a").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "gallery viewer");
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
    await expectNoAxeViolations(page, "invalid form");

    await page.evaluate(() => (window.open = () => null));
    await page.getByLabel("Message / Project Details").fill("Fence and deck.");
    await page.getByRole("button", { name: "Send via WhatsApp" }).click();
    await expect(page.getByText("Form Submitted!", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "toast shown");
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

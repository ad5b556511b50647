import { type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, gotoAndSettle, gotoHydrated, testInSharedTab as test } from "./support/fixtures";

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
    await gotoHydrated(page, "/gallery/");
    await page.locator("main figure a").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "gallery viewer");
  });

  test("form with an invalid field, then the toast", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/contact/");
    await page.getByLabel("Full Name").fill("Sam");
    await page.getByLabel("Email Address").fill("sam@example.com");
    await page.getByLabel("Phone Number").fill("613-555-0100");
    await page.getByLabel("Message / Project Details").fill("x".repeat(2001));
    await page.getByRole("button", { name: "Send via WhatsApp" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "at most 2000" })).toBeVisible();
    await expectNoAxeViolations(page, "invalid form");

    // A window that opened (the toast only follows one); no real popup in this test.
    await page.evaluate(
      () => (window.open = () => ({ location: { replace() {} }, close() {} }) as unknown as Window),
    );
    await page.getByLabel("Message / Project Details").fill("Fence and deck.");
    await page.getByRole("button", { name: "Send via WhatsApp" }).click();
    await expect(page.getByText("Form Submitted!", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "toast shown");
    await context.close();
  });
});

type FocusStyle = { outline: string; boxShadow: string };
type TabStop = { name: string; focused: FocusStyle; unfocused: FocusStyle; index: number };

/** Tabs through the whole page once and, at each stop, reads its style with and without focus. */
async function walkTabStops(page: Page): Promise<TabStop[]> {
  await page.evaluate(() => {
    (window as unknown as { __seen: Element[] }).__seen = [];
  });
  const stops: TabStop[] = [];
  for (let i = 0; i < 400; i += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const seen = (window as unknown as { __seen: Element[] }).__seen;
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const index = seen.indexOf(el);
      if (index !== -1) return { index };
      seen.push(el);
      // An iframe never matches :focus; its box shows the ring through :focus-within. Tabbing
      // onto a frame whose page the test's network rule blocked leaves even that unmatched
      // (a loaded map takes focus into its own page), so the frame is focused again by script.
      const ringed = el.tagName === "IFRAME" ? el.parentElement! : el;
      if (ringed !== el) {
        el.blur();
        el.focus();
      }
      const read = () => {
        const style = getComputedStyle(ringed);
        return {
          outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
          boxShadow: style.boxShadow,
        };
      };
      const focused = read();
      el.blur();
      const unfocused = read();
      // Back where the walk was, so the next Tab moves on from here.
      el.focus();
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      return { index: -1, name, focused, unfocused };
    });
    // Past the last stop the browser's own UI takes focus, then the walk starts again.
    if (!stop || stop.index !== -1) break;
    stops.push(stop as TabStop);
  }
  return stops;
}

test.describe("focus is always visible", () => {
  for (const route of ["/", "/contact/"]) {
    test(`every tab stop on ${route} looks different when focused`, async ({ page }) => {
      await gotoAndSettle(page, route);
      const stops = await walkTabStops(page);
      // The header, the main content and the footer: a walk that stopped early would be short.
      expect(stops.length, stops.map((stop) => stop.name).join("\n")).toBeGreaterThan(30);
      for (const stop of stops) {
        const outlined =
          !stop.focused.outline.startsWith("none") && !/ 0px /.test(stop.focused.outline);
        const changed =
          (outlined && stop.focused.outline !== stop.unfocused.outline) ||
          stop.focused.boxShadow !== stop.unfocused.boxShadow;
        expect(changed, `${stop.name}: ${JSON.stringify(stop)}`).toBe(true);
      }
    });
  }
});

test.describe("skip link", () => {
  test("is off-screen until focused, then shown at the top, and moves focus to the content", async ({
    page,
  }) => {
    await gotoAndSettle(page, "/");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    const hidden = (await skip.boundingBox())!;
    expect(hidden.y + hidden.height, "above the viewport").toBeLessThanOrEqual(0);

    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    const shown = (await skip.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y).toBeLessThan(40);
    // Its whole label is readable, not a clipped sliver.
    expect(shown.width).toBeGreaterThan(150);
    expect(shown.height).toBeGreaterThanOrEqual(44);

    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

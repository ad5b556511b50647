import { type Page } from "@playwright/test";
import { pages } from "../../content/pages";
import { expect, test } from "./support/fixtures";
import { SERVICES } from "./support/site";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

async function pressUntilFocused(page: Page, name: RegExp | string, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    const focusedName = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute("aria-label") ?? el.innerText ?? "").trim() : "";
    });
    if (typeof name === "string" ? focusedName === name : name.test(focusedName)) return;
  }
  throw new Error(`Never reached ${String(name)} with Tab`);
}

test.describe("desktop services dropdown", () => {
  test.use({ viewport: DESKTOP });

  test("opens, expands one category at a time, sizes itself and closes on outside click", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Our Services" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const residential = nav.getByRole("button", { name: "Residential Painting" });
    const commercial = nav.getByRole("button", { name: "Commercial Painting" });
    await residential.click();
    await expect(residential).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Interior Painting", exact: true })).toBeVisible();
    await commercial.click();
    await expect(residential).toHaveAttribute("aria-expanded", "false");
    await expect(commercial).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Interior Painting", exact: true })).toBeHidden();
    await commercial.click();
    await expect(commercial).toHaveAttribute("aria-expanded", "false");

    const panel = page.locator('[data-slot="navigation-menu-content"]');
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(384); // 96 units
    const scroller = panel.locator("> div");
    const maxHeight = await scroller.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(parseFloat(maxHeight)).toBeCloseTo(DESKTOP.height * 0.75, 0);
    await expect(nav.getByRole("link", { name: "View All Services Page →" })).toHaveAttribute(
      "href",
      "/services/",
    );

    await page.mouse.click(1200, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(consoleProblems).toEqual([]);
  });

  test("closes on Escape with focus back on the trigger", async ({ page }) => {
    await page.goto("/about/");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Our Services" });
    await trigger.click();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("keyboard only: open the menu and reach a service page; the menu closes on the way", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/");
    await pressUntilFocused(page, "Our Services");
    await page.keyboard.press("Enter");
    await pressUntilFocused(page, "Commercial Painting");
    await page.keyboard.press("Enter");
    const target = SERVICES.find((service) => service.categoryId === "commercial")!;
    await pressUntilFocused(page, target.name);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${target.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Our Services" }),
    ).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test("opens a full-width panel, locks scrolling, keeps focus inside and closes on a link", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /^Call / }).first()).toBeVisible();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBe(MOBILE.width);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await dialog.getByRole("button", { name: "Residential Painting" }).click();
    await dialog.getByRole("button", { name: "Commercial Painting" }).click();
    await expect(dialog.getByRole("button", { name: "Residential Painting" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(
      dialog.getByRole("link", { name: "View All Services Page", exact: true }),
    ).toBeVisible();
    await dialog.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about/");
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
    expect(consoleProblems).toEqual([]);
  });

  test("Escape and the close control close it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("keyboard only: open the menu and reach a service page", async ({ page }) => {
    await page.goto("/");
    await pressUntilFocused(page, "Open menu");
    await page.keyboard.press("Enter");
    await pressUntilFocused(page, "Residential Painting");
    await page.keyboard.press("Enter");
    const target = SERVICES.find((service) => service.categoryId === "residential")!;
    await pressUntilFocused(page, target.name);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${target.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`header at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("turns sticky and translucent beyond 50 px without moving the content", async ({
      page,
    }) => {
      await page.goto("/about/");
      const header = page.getByRole("banner");
      await expect(header).toHaveAttribute("data-scrolled", "false");
      const headingTop = await page
        .getByRole("heading", { level: 1 })
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
      expect((await header.boundingBox())!.y).toBe(0);
      const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
      // Translucent: an alpha below 1, whichever colour syntax the browser reports.
      expect(background).toMatch(/rgba\(.*, 0\.\d+\)|\(.* \/ 0\.\d+\)/);
      const headingTopAfter = await page
        .getByRole("heading", { level: 1 })
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(headingTopAfter).toBe(headingTop);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute("data-scrolled", "false");
    });
  });
}

test.describe("route changes", () => {
  test.use({ viewport: DESKTOP });

  test("scroll to the top, and a #hash lands on its target below the header", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto("/");
    await page.getByRole("link", { name: "Get Your Free Estimate" }).click();
    await page.waitForURL("**/contact/#quote");
    const heading = page.getByRole("heading", { name: pages.contact.formHeading });
    await expect(heading).toBeInViewport();
    const headerBottom = (await page.getByRole("banner").boundingBox())!;
    const quoteTop = (await page.locator("#quote").boundingBox())!.y;
    expect(quoteTop).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
  });
});

test.describe("counters", () => {
  test.use({ viewport: DESKTOP });

  test("count up from 0 once when scrolled into view, without layout shift", async ({ page }) => {
    await page.goto("/");
    const band = page.getByRole("region", { name: "Our work in numbers" }).locator("dl");
    const counters = band.getByRole("definition");
    const before = (await band.boundingBox())!;
    await band.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => Number((await counters.first().innerText()).replace("+", "")))
      .toBeLessThan(885);
    await expect(counters).toHaveText(["885+", "1154+", "9+"], { timeout: 5000 });
    const after = (await band.boundingBox())!;
    expect(after.height).toBe(before.height);
  });

  test("do not animate under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: DESKTOP });
    const page = await context.newPage();
    await page.route("https://**/*", (route) => route.abort());
    await page.goto("/");
    const band = page.getByRole("region", { name: "Our work in numbers" }).locator("dl");
    await band.scrollIntoViewIfNeeded();
    for (let i = 0; i < 5; i += 1) {
      await expect(band.getByRole("definition")).toHaveText(["885+", "1154+", "9+"]);
      await page.waitForTimeout(100);
    }
    await context.close();
  });
});

import { getGallery } from "../../lib/content/load";

const gallery = getGallery("en");
import { expect, gotoHydrated, test } from "./support/fixtures";

test.describe("gallery", () => {
  test("shows 20 photos whose captions appear on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/gallery/");
    const figures = page.locator("main figure");
    await expect(figures).toHaveCount(20);
    const first = figures.first();
    const caption = first.locator("figcaption");
    await expect(caption).toHaveText(gallery[0]!.caption);
    expect(await caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await first.hover();
    await expect.poll(() => caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.mouse.move(0, 0);
    await expect.poll(() => caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await figures.nth(1).getByRole("link").focus();
    await expect
      .poll(() =>
        figures
          .nth(1)
          .locator("figcaption")
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe("1");
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("captions are always shown", async ({ page }) => {
      await page.goto("/gallery/");
      const caption = page.locator("main figure figcaption").first();
      expect(await caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    });
  });

  test("keyboard only: open the viewer, step with the arrows, leave with Escape", async ({
    page,
    consoleProblems,
  }) => {
    // Before hydration the link opens the photo itself, as it does without JavaScript.
    await gotoHydrated(page, "/gallery/");
    const opener = page.getByRole("link", { name: `View larger: ${gallery[2]!.caption}` });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: gallery[2]!.caption })).toBeVisible();
    await expect(dialog).toContainText("Photo 3 of 20");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { name: gallery[3]!.caption })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading", { name: gallery[1]!.caption })).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.getByRole("heading", { name: gallery[2]!.caption })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(consoleProblems).toEqual([]);
  });

  test("the viewer wraps around and has a named close button", async ({ page }) => {
    await gotoHydrated(page, "/gallery/");
    await page.getByRole("link", { name: `View larger: ${gallery[0]!.caption}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await expect(dialog).toContainText("Photo 20 of 20");
    await dialog.getByRole("button", { name: "Close viewer" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("link", { name: `View larger: ${gallery[19]!.caption}` }),
    ).toBeFocused();
  });
});

test.describe("contact buttons", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`floating WhatsApp and call buttons at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
      const call = page.getByRole("link", { name: /^Call us at/ });
      const chatUrl = new URL((await chat.getAttribute("href"))!);
      expect(chatUrl.hostname).toBe("wa.me");
      expect(chatUrl.searchParams.get("text")).toMatch(/\S/);
      await expect(chat).toHaveAttribute("target", "_blank");
      expect(await call.getAttribute("href")).toMatch(/^tel:\+\d+$/);
      const c = (await chat.boundingBox())!;
      const k = (await call.boundingBox())!;
      expect(c.x + c.width).toBeGreaterThan(viewport.width - 40);
      expect(c.y + c.height).toBeGreaterThan(viewport.height - 40);
      expect(k.x).toBeLessThan(40);
      expect(k.y + k.height).toBeGreaterThan(viewport.height - 40);
    });
  }

  test("every tel: link carries + and digits only, and WhatsApp links carry a greeting", async ({
    page,
  }) => {
    for (const route of ["/", "/contact/", "/services/residential/interior-painting/"]) {
      await page.goto(route);
      for (const href of await page
        .locator('a[href^="tel:"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute("href")!))) {
        expect(href).toMatch(/^tel:\+\d{11}$/);
      }
      for (const href of await page
        .locator('a[href^="https://wa.me/"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute("href")!))) {
        expect(new URL(href).searchParams.get("text")).toBeTruthy();
      }
    }
  });
});

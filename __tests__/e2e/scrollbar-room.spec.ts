import { type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "./support/chromium";
import { expect, gotoHydrated, test } from "./support/fixtures";

// Where scrollbars take room (Windows and Linux desktops). Playwright hides them in headless
// Chromium; these tests show them, as a desktop visitor's browser does.
test.use({
  launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ["--hide-scrollbars"] },
  viewport: { width: 1350, height: 940 },
});

const navLeft = async (page: Page) =>
  (await page.getByRole("navigation", { name: "Main" }).boundingBox())!.x;

test("nothing centred moves when the page grows long enough to scroll", async ({ page }) => {
  // The first paint can come before the parser has made the page longer than the window.
  await page.goto("/");
  const long = await navLeft(page);
  const fits = await page.evaluate(() => {
    for (const element of document.querySelectorAll("main, footer"))
      (element as HTMLElement).style.display = "none";
    return document.documentElement.scrollHeight <= innerHeight;
  });
  expect(fits).toBe(true);
  expect(await navLeft(page)).toBe(long);
});

test("opening the gallery viewer leaves the page behind it in place", async ({ page }) => {
  await gotoHydrated(page, "/gallery/");
  // A modal dialog hides the page from the accessibility tree: keep hold of the element.
  const nav = (await page.getByRole("navigation", { name: "Main" }).elementHandle())!;
  const before = (await nav.boundingBox())!.x;
  await page
    .getByRole("link", { name: /^View larger: / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.evaluate(() => document.body.hasAttribute("data-scroll-locked"))).toBe(true);
  expect((await nav.boundingBox())!.x).toBe(before);
  // And its backdrop reaches the window's right edge: no strip of page where the bar was.
  const atRightEdge = await page.evaluate(() =>
    document.elementFromPoint(innerWidth - 2, innerHeight / 2)?.tagName.toLowerCase(),
  );
  expect(["html", "body", undefined]).not.toContain(atRightEdge);
});

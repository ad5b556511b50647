import { type Page } from "@playwright/test";
import boot from "../../lib/boot.json";
import { getGallery, getHome } from "../../lib/content/load";
import { type ResolvedPhoto } from "../../lib/schemas/photo";
import { expect, PIXEL, test } from "./support/fixtures";
import { exportedHtmlFiles, readExported } from "./support/site";

// Issue 11: a visitor should never see the same photo twice on one page.
test("no page shows the same photo twice", () => {
  const pages = exportedHtmlFiles().filter((file) => file.endsWith("index.html"));
  expect(pages.length).toBeGreaterThan(50);
  for (const file of pages) {
    const sources = [...readExported(file).matchAll(/<img[^>]*?\ssrc="([^"?]+)/g)].map(
      ([, src]) => src!,
    );
    const repeated = sources.filter((src, index) => sources.indexOf(src) !== index);
    expect(repeated, file).toEqual([]);
  }
});

// Issue 27: on a phone the photos below the fold were lazy but within the browser's loading
// distance, so they shared the bandwidth with the page's main photo. The page's loader holds
// them until the main photo has painted (scripts/post-build/main-photo-first.mjs).
test.describe("on a phone, the photos below the fold wait for the main photo", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pages = [
    { route: "/", main: getHome("en").hero.photo, below: "#services-teaser-heading" },
    { route: "/gallery/", main: getGallery("en")[0]!.photo, below: "main li:nth-child(4)" },
  ];

  /** Whether a request is for one of the photo's files: a stock photo at any size, or an upload's. */
  const isPhotoFile = (photo: ResolvedPhoto, url: string) =>
    photo.kind === "stock"
      ? url.startsWith(photo.file)
      : photo.variants.some(({ avif, webp }) => url.endsWith(avif) || url.endsWith(webp));

  /**
   * Records the photos the page asks for; the main photo is answered only when `arrive` runs.
   * Stock photos get the brand pixel, as everywhere in these tests; the team's uploads come from
   * the export, so the specs hold whichever kind the content's photos are.
   */
  async function holdMainPhoto(page: Page, main: ResolvedPhoto) {
    const asked: string[] = [];
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(
      () => true,
      async (route) => {
        const url = route.request().url();
        if (route.request().resourceType() !== "image") return route.fallback();
        if (isPhotoFile(main, url)) await arrived;
        else asked.push(url);
        const answer =
          new URL(url).hostname === "127.0.0.1"
            ? route.continue()
            : route.fulfill({ status: 200, contentType: "image/png", body: PIXEL });
        await answer.catch(() => {
          // the page closed first
        });
      },
    );
    return { others: () => [...asked], arrive };
  }

  const held = (page: Page) => page.locator(`html[${boot.photosHeldAttribute}]`);
  const footerTop = (page: Page) =>
    page.locator("#site-footer").evaluate((el) => el.getBoundingClientRect().top + scrollY);

  for (const { route, main, below } of pages) {
    test(`${route}: none is asked for before the main photo has come, and nothing moves when they come`, async ({
      page,
    }) => {
      const { others, arrive } = await holdMainPhoto(page, main);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await expect(page.locator("#site-footer")).toBeAttached();
      // Two frames and a pause: long enough for the first layout to ask for every photo in reach.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))),
      );
      await expect(held(page)).toHaveCount(1);
      expect(others()).toEqual([]);
      const before = await footerTop(page);

      arrive();
      await expect(held(page)).toHaveCount(0);
      await expect.poll(() => others().length).toBeGreaterThan(0);
      const photo = page.locator(below).locator("xpath=following::img[1]");
      await expect(photo).toBeVisible();
      await expect(photo).toHaveJSProperty("complete", true);
      expect(await footerTop(page)).toBe(before);
    });
  }

  test("a visitor who scrolls before the main photo has come gets the photos at once", async ({
    page,
  }) => {
    const { others, arrive } = await holdMainPhoto(page, pages[0]!.main);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(held(page)).toHaveCount(1);
    await page.mouse.wheel(0, 1200);
    await expect(held(page)).toHaveCount(0);
    await expect.poll(() => others().length).toBeGreaterThan(0);
    arrive();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("nothing holds them: the browser loads them as it would", async ({ page }) => {
      const { others, arrive } = await holdMainPhoto(page, pages[0]!.main);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await expect.poll(() => others().length).toBeGreaterThan(0);
      await expect(held(page)).toHaveCount(0);
      arrive();
    });
  });
});

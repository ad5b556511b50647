import { type Page } from "@playwright/test";
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

// Issue 38: whatever the page does while its main photo is on its way, a slow photo must not
// take the others away from a screen reader, nor leave them hidden for long. The main photo is
// answered 8 s late; 3 s after the page arrived, every photo in <main> is in the accessibility
// tree (found by role and name) and has a box on screen.
const LATE_MS = 8000;
const CHECK_AT_MS = 3000;

/** Whether a request is for one of the photo's files: a stock photo at any size, or an upload's. */
const isPhotoFile = (photo: ResolvedPhoto, url: string) =>
  photo.kind === "stock"
    ? url.startsWith(photo.file)
    : photo.variants.some(({ avif, webp }) => url.endsWith(avif) || url.endsWith(webp));

/** Answers the main photo's files 8 s late, every other photo at once (remote ones: a pixel). */
async function makeLate(page: Page, main: ResolvedPhoto) {
  await page.route(
    () => true,
    async (route) => {
      const request = route.request();
      if (request.resourceType() !== "image") return route.fallback();
      const url = request.url();
      if (isPhotoFile(main, url)) await new Promise((done) => setTimeout(done, LATE_MS));
      const answer =
        new URL(url).hostname === "127.0.0.1"
          ? route.continue()
          : route.fulfill({ status: 200, contentType: "image/png", body: PIXEL });
      await answer.catch(() => {
        // the page closed first
      });
    },
  );
}

test.describe("with the main photo 8 s late, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pages = [
    { route: "/", main: getHome("en").hero.photo },
    { route: "/gallery/", main: getGallery("en")[0]!.photo },
  ];

  for (const { route, main } of pages) {
    test(`${route}: every photo in <main> is in the accessibility tree and none is hidden 3 s after the page arrives`, async ({
      page,
    }) => {
      await makeLate(page, main);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      // performance.now() counts from the navigation's start.
      await page.evaluate(
        (at) => new Promise((done) => setTimeout(done, Math.max(0, at - performance.now()))),
        CHECK_AT_MS,
      );
      const mainPhoto = page.locator('main img[fetchpriority="high"]');
      // Still on its way: the check is made while the page waits for it.
      await expect(mainPhoto).toHaveJSProperty("complete", false);

      const photos = await page.locator("main img").evaluateAll((images) =>
        images.map((img) => {
          const style = getComputedStyle(img);
          const box = img.getBoundingClientRect();
          return {
            alt: img.getAttribute("alt") ?? "",
            src: img.getAttribute("src"),
            shown: style.display !== "none" && style.visibility !== "hidden" && box.width > 0,
          };
        }),
      );
      expect(photos.length).toBeGreaterThan(3);
      expect(photos.filter(({ shown }) => !shown)).toEqual([]);

      const main$ = page.getByRole("main");
      for (const { alt } of photos.filter(({ alt }) => alt)) {
        // By role and name, which finds only what is in the accessibility tree; read once, at
        // the check's moment, rather than waited for.
        expect(
          await main$.getByRole("img", { name: alt, exact: true }).count(),
          alt,
        ).toBeGreaterThan(0);
      }
    });
  }
});

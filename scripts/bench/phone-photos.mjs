// The photos a phone downloads: each page opened in Chromium as a 390 px wide phone at DPR 3,
// scrolled to the end so every lazy photo loads, then, for every photo drawn, the file the
// browser chose (currentSrc), the srcset it chose from, its box and the file's bytes as the
// network delivered them (Resource Timing). Judged by photo-budget.mjs.
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, chromePath } from "./lighthouse-run.mjs";
import { judgePhotos } from "./photo-budget.mjs";
import { PHOTO_BUDGETS } from "./report.mjs";

export const PHONE = { width: 390, height: 844, dpr: 3 };

/** In the page: every photo with a file, as photo-budget.mjs's SeenPhoto. */
function seenPhotos() {
  return [...document.images]
    .filter((img) => img.complete && img.naturalWidth > 0 && /^https?:/.test(img.currentSrc))
    .map((img) => {
      /** @param {string} srcset */
      const chosen = (srcset) =>
        srcset.split(",").some((part) => img.currentSrc.endsWith(part.trim().split(/\s+/)[0]));
      const source = [...(img.parentElement?.querySelectorAll("source") ?? [])].find((s) =>
        chosen(s.srcset),
      );
      const entry = /** @type {PerformanceResourceTiming | undefined} */ (
        performance.getEntriesByName(img.currentSrc).at(-1)
      );
      return {
        src: img.currentSrc,
        srcset: source?.srcset ?? img.srcset,
        boxWidth: img.getBoundingClientRect().width,
        bytes: entry?.encodedBodySize ?? 0,
      };
    });
}

/**
 * Measures each `{ label, url }` page; returns label → judgePhotos's verdict.
 * @param {{ label: string, url: string }[]} pages
 */
export async function phonePhotos(pages) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const results = new Map();
  try {
    for (const { label, url } of pages) {
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: PHONE.dpr,
        isMobile: true,
        hasTouch: true,
      });
      // Nothing leaves the machine: the pages are served on loopback.
      await context.route(
        (address) => !["127.0.0.1", "localhost"].includes(address.hostname),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      // Down the page a screen at a time, so lazy photos start as a visitor's scroll would.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += PHONE.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState("networkidle");
      const photos = await page.evaluate(seenPhotos);
      const unweighed = photos.find((photo) => !photo.bytes);
      if (unweighed) throw new Error(`${label}: no transfer size for ${unweighed.src}`);
      const maxBytes = /** @type {number} */ (PHOTO_BUDGETS.photoBytes);
      results.set(label, judgePhotos(photos, { viewportWidth: PHONE.width, maxBytes }));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

import { expect, gotoAndSettle, test } from "./support/fixtures";
import { ALL_ROUTES } from "./support/site";

// Kept in step with scripts/stage-base-path.mjs and the base-path project of playwright.config.ts.
const PREFIX = "/some-repo";

/** Every page of the route table, as the site links to it under the prefix. */
const PAGES = new Set(ALL_ROUTES);

/*
 * A GitHub Pages project site lives under /<repo>/. Every page of the route table, served under
 * that prefix: every internal link stays inside it, no page, script, style, image or RSC payload
 * the browser asks for is missing, and a page it links to outside the table answers 200. One
 * test per page, so the browser run's workers share the pages (one crawl in one test was the
 * run's longest test, and on a busy machine it ran out of time).
 */
for (const route of ALL_ROUTES) {
  test(`${route} under a base path: no internal link or asset is broken or leaves it`, async ({
    page,
  }) => {
    const broken: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.hostname === "127.0.0.1" && response.status() >= 400) {
        broken.push(`${response.status()} ${url.pathname}`);
      }
    });
    // At rest: the chunks the loader starts after the first paint, and their preloads, asked for.
    const response = await gotoAndSettle(page, `${PREFIX}${route}`);
    expect(response?.status()).toBe(200);
    const urls = await page.evaluate(() => [
      ...[...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
      ...[...document.querySelectorAll("link[href]")].map((l) => (l as HTMLLinkElement).href),
      ...[...document.querySelectorAll("script[src], img[src]")].map(
        (el) => (el as HTMLScriptElement | HTMLImageElement).src,
      ),
      // Icons point at the sprite: /<repo>/icons.svg#name.
      ...[...document.querySelectorAll("use[href]")].map(
        (use) => new URL(use.getAttribute("href")!, location.href).href,
      ),
    ]);
    const origin = new URL(page.url()).origin;
    const outsideTable = new Set<string>();
    for (const raw of urls) {
      const url = new URL(raw);
      if (url.origin !== origin) continue;
      expect(url.pathname.startsWith(`${PREFIX}/`), `${url.pathname} on ${route}`).toBe(true);
      if (raw.includes("/_next/") || !url.pathname.endsWith("/")) continue;
      if (!PAGES.has(url.pathname.slice(PREFIX.length))) outsideTable.add(url.pathname);
    }
    for (const pathname of outsideTable) {
      expect((await page.request.get(pathname)).status(), `${pathname} on ${route}`).toBe(200);
    }
    expect(broken).toEqual([]);
  });
}

test("under a base path, client-side navigation and the not-found redirect keep the prefix", async ({
  page,
}) => {
  await page.goto(`${PREFIX}/`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Gallery" }).click();
  await page.waitForURL(`**${PREFIX}/gallery/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const response = await page.goto(`${PREFIX}/services/no-such-category/`);
  expect(response?.status()).toBe(404);
  await page.waitForURL((url) => url.pathname === `${PREFIX}/services/`);
});

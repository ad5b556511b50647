import { expect, test } from "./support/fixtures";

// Kept in step with scripts/stage-base-path.mjs and the base-path project of playwright.config.ts.
const PREFIX = "/some-repo";

/*
 * A GitHub Pages project site lives under /<repo>/. Crawl the whole export served under
 * that prefix: every internal link stays inside it, and no page, script, style, image or
 * RSC payload the browser asks for is missing.
 */
test("under a base path, no internal link or asset is broken", async ({ page }) => {
  test.setTimeout(120_000);
  const broken: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.hostname === "127.0.0.1" && response.status() >= 400) {
      broken.push(`${response.status()} ${url.pathname} (from ${page.url()})`);
    }
  });

  const queue = [`${PREFIX}/`];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
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
    for (const raw of urls) {
      const url = new URL(raw);
      if (url.origin !== new URL(page.url()).origin) continue;
      expect(url.pathname.startsWith(`${PREFIX}/`), `${url.pathname} on ${path}`).toBe(true);
      if (raw.includes("/_next/") || !url.pathname.endsWith("/")) continue;
      if (!seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(27);
  expect(broken).toEqual([]);
});

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

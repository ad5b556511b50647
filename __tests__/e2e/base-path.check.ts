import { expect, gotoAndSettle, test } from "./support/fixtures";
import { frenchLines, missingSpaces } from "./support/french/typography";
import { ROUTE_ROWS } from "./support/i18n";
import { ALL_ROUTES } from "./support/site";

// Kept in step with scripts/stage-base-path.mjs and the base-path project of playwright.config.ts.
const PREFIX = "/some-repo";

/** Every page of the route table, as the site links to it under the prefix. */
const PAGES = new Set(ALL_ROUTES);
/*
 * This build is a preview, which shows notices before their first day: its French pages get the
 * typography check of the production run (pages.spec.ts), so a scheduled notice's French is
 * checked before it goes live.
 */
const FRENCH_PAGES = new Set(ROUTE_ROWS.map((row) => row.fr));
// The crawl in a few parts, so the browser run's workers share it (in one test it was the run's
// longest, and ran out of time on a busy machine); a test per page cost four times as much.
const PARTS = 4;

/*
 * A GitHub Pages project site lives under /<repo>/. Every page of the route table, served under
 * that prefix, one after another in one tab per part: every internal link stays inside it, no
 * page, script, style, image or RSC payload the browser asks for is missing, and a page it links
 * to outside the table answers 200; every French page has its no-break spaces.
 */
for (let part = 0; part < PARTS; part += 1) {
  const routes = ALL_ROUTES.filter((_, index) => index % PARTS === part);
  test(`under a base path, no internal link or asset is broken or leaves it (pages ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const broken: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.hostname === "127.0.0.1" && response.status() >= 400) {
        broken.push(`${response.status()} ${url.pathname} (from ${page.url()})`);
      }
    });
    const outsideTable = new Set<string>();
    const spacing: string[] = [];
    for (const [index, route] of routes.entries()) {
      // The next page's load lets the loader's late chunks of this one be asked for (and a
      // missing one seen); the last page is left at rest.
      const response =
        index === routes.length - 1
          ? await gotoAndSettle(page, `${PREFIX}${route}`)
          : await page.goto(`${PREFIX}${route}`);
      expect(response?.status(), route).toBe(200);
      if (FRENCH_PAGES.has(route)) {
        spacing.push(
          ...(await frenchLines(page)).flatMap(missingSpaces).map((at) => `${route}: ${at}`),
        );
      }
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
      for (const raw of urls) {
        const url = new URL(raw);
        if (url.origin !== origin) continue;
        expect(url.pathname.startsWith(`${PREFIX}/`), `${url.pathname} on ${route}`).toBe(true);
        if (raw.includes("/_next/") || !url.pathname.endsWith("/")) continue;
        if (!PAGES.has(url.pathname.slice(PREFIX.length))) outsideTable.add(url.pathname);
      }
    }
    for (const pathname of outsideTable) {
      expect((await page.request.get(pathname)).status(), pathname).toBe(200);
    }
    expect(broken).toEqual([]);
    expect(spacing).toEqual([]);
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

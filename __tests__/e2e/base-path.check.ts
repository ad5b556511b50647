import { type Parent, parseHtml, prop, select } from "./support/export";
import { expect, gotoAndSettle, test, testInSharedTab } from "./support/fixtures";
import { frenchLinesOf } from "./support/french/lines";
import { missingSpaces } from "./support/french/typography";
import { ROUTE_ROWS } from "./support/i18n";
import { WORST_CASE_PAGES } from "./support/page-types";
import { ALL_ROUTES } from "./support/site";

// Kept in step with scripts/hosts/stage-base-path.mjs and the base-path project of playwright.config.ts.
const PREFIX = "/some-repo";
/*
 * This build is a preview, which shows notices before their first day: its French pages get the
 * typography check of the production run (static/pages.spec.ts), so a scheduled notice's French
 * is checked before it goes live.
 */
const FRENCH_PAGES = new Set(ROUTE_ROWS.map((row) => row.fr));

/** Every address a page's HTML points at: links, styles, scripts, images, icons. */
const addressesOf = (tree: Parent) =>
  select(tree, () => true).flatMap((element) => {
    const href = ["a", "link", "use"].includes(element.tagName) ? prop(element, "href") : undefined;
    const src = ["script", "img", "source", "iframe"].includes(element.tagName)
      ? prop(element, "src")
      : undefined;
    // srcset: "url 640w, url 1280w".
    const srcset = (prop(element, "srcSet") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter((url): url is string => Boolean(url));
    return [href, src, ...srcset].filter((url): url is string => Boolean(url));
  });

/*
 * A GitHub Pages project site lives under /<repo>/. Every page of the route table, served under
 * that prefix, is read over HTTP and parsed (no browser): it answers 200, every address of the
 * site it points at (pages, styles, scripts, images, the icon sprite) stays inside the prefix and
 * answers 200, and so does each page's RSC payload, which the router fetches on a client-side
 * navigation; every French page has its no-break spaces. What only a browser asks for (the
 * loader's late chunks, the fonts, the router's prefetches) is the test below.
 */
test("under a base path, every page answers and no internal link or asset is broken or leaves it", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const wanted = new Map<string, string>();
  const outside: string[] = [];
  const spacing: string[] = [];
  for (const route of ALL_ROUTES) {
    const response = await request.get(`${PREFIX}${route}`);
    expect(response.status(), route).toBe(200);
    const tree = parseHtml(await response.text());
    if (FRENCH_PAGES.has(route)) {
      spacing.push(
        ...frenchLinesOf(tree)
          .flatMap(missingSpaces)
          .map((at) => `${route}: ${at}`),
      );
    }
    const here = new URL(`${PREFIX}${route}`, baseURL);
    wanted.set(`${PREFIX}${route}index.txt`, `${route}'s RSC payload`);
    for (const address of addressesOf(tree)) {
      const url = new URL(address, here);
      if (url.origin !== here.origin) continue;
      if (!url.pathname.startsWith(`${PREFIX}/`)) outside.push(`${url.pathname} on ${route}`);
      else if (!wanted.has(url.pathname + url.search)) wanted.set(url.pathname + url.search, route);
    }
  }
  expect(outside).toEqual([]);
  expect(spacing).toEqual([]);
  const broken: string[] = [];
  const queue = [...wanted];
  // A few requests at a time: the local server answers them side by side.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [address, from] = next;
        const status = (await request.get(address, { maxRedirects: 0 })).status();
        if (status !== 200) broken.push(`${status} ${address} (from ${from})`);
      }
    }),
  );
  expect(broken).toEqual([]);
});

/*
 * One page of each type, in the browser, left at rest: nothing the browser asks for of the site
 * (the loader's chunks, late ones included, the fonts, the router's prefetches) is missing or
 * outside the prefix. The types alternate languages, so both are loaded; the tab is shared.
 */
const TYPE_PAGES = WORST_CASE_PAGES.filter(
  ({ type, locale }, index, all) =>
    locale === (all.findIndex((other) => other.type === type) % 2 === 0 ? "en" : "fr"),
);
const PARTS = 2;
for (let part = 0; part < PARTS; part += 1) {
  const pages = TYPE_PAGES.filter((_, index) => index % PARTS === part);
  testInSharedTab(
    `under a base path, one page of each type asks for nothing broken or outside it (part ${part + 1} of ${PARTS})`,
    async ({ page }) => {
      const broken: string[] = [];
      const onResponse = (response: { url(): string; status(): number }) => {
        const url = new URL(response.url());
        if (url.hostname !== "127.0.0.1") return;
        if (response.status() >= 400 || !url.pathname.startsWith(`${PREFIX}/`)) {
          broken.push(`${response.status()} ${url.pathname} (from ${page.url()})`);
        }
      };
      page.on("response", onResponse);
      for (const { route } of pages) {
        const response = await gotoAndSettle(page, `${PREFIX}${route}`);
        expect(response?.status(), route).toBe(200);
      }
      page.off("response", onResponse);
      expect(broken).toEqual([]);
    },
  );
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

import { type Page, type Request } from "@playwright/test";
import { firstLoadPreloads, firstLoadScripts } from "../../scripts/build/first-load-chunks.mjs";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { readExported } from "./support/site";
import boot from "../../lib/site/boot.json";
import externalOrigins from "../../lib/site/external-origins.json";

// Issue 10: the work a page does while it loads on a phone, kept off the main thread.

const DESKTOP = { width: 1280, height: 800 };

/** Next's router fetches a route's payload with these; a prefetch also sends a HEAD first. */
function isRouterFetch(request: Request) {
  return request.method() === "HEAD" || "rsc" in request.headers();
}

function watchRouterFetches(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (isRouterFetch(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe("links prefetch on intent, not on sight", () => {
  test.use({ viewport: DESKTOP });

  test("nothing is prefetched while the page loads, though many links are in view", async ({
    page,
  }) => {
    const fetches = watchRouterFetches(page);
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("main").getByRole("link").first()).toBeInViewport();
    expect(fetches).toEqual([]);
  });

  test("a pointer over a link prefetches its route", async ({ page }) => {
    const fetches = watchRouterFetches(page);
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("main")
      .getByRole("link", { name: "Discover Our Services" })
      .first()
      .hover();
    await expect
      .poll(() => fetches.filter((path) => path.startsWith("/services/")))
      .not.toEqual([]);
    expect(fetches.every((path) => path.startsWith("/services/"))).toBe(true);
  });

  test("focus prefetches too, and the link still navigates in the page", async ({ page }) => {
    const fetches = watchRouterFetches(page);
    await gotoHydrated(page, "/fr/");
    await page.waitForLoadState("networkidle");
    const link = page
      .getByRole("main")
      .getByRole("link", { name: "Demandez votre soumission" })
      .first();
    await link.focus();
    await expect.poll(() => fetches.filter((path) => path.startsWith("/fr/"))).not.toEqual([]);
    // A client-side navigation keeps the window's state; a full load would lose it.
    await page.evaluate(() => ((window as { __kept?: boolean }).__kept = true));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/contact\/#soumission$/);
    expect(await page.evaluate(() => (window as { __kept?: boolean }).__kept)).toBe(true);
  });
});

test.describe("the chunk loader spreads its work", () => {
  /** Records, per task, which first-load chunk tags were added to the document. */
  async function recordInsertions(page: Page) {
    await page.addInitScript(() => {
      const batches: string[][] = [];
      (window as { __batches?: string[][] }).__batches = batches;
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => [...record.addedNodes])
          .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement)
          .map((script) => new URL(script.src, location.href).pathname);
        if (added.length > 0) batches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const batches = (page: Page) =>
    page.evaluate(() => (window as { __batches?: string[][] }).__batches ?? []);

  test("a visible page starts its chunks a few per task", async ({ page }) => {
    await recordInsertions(page);
    await gotoHydrated(page, "/");
    const listed = firstLoadScripts(readExported("index.html"));
    const first = (await batches(page)).map((batch) => batch.filter((s) => listed.includes(s)));
    const loaderBatches = first.filter((batch) => batch.length > 0);
    expect(loaderBatches.flat().sort()).toEqual([...listed].sort());
    expect(loaderBatches.length).toBeGreaterThan(1);
    for (const batch of loaderBatches) expect(batch.length).toBeLessThanOrEqual(3);
  });

  test("a hidden page (a background tab) starts them all at once, and hydrates", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    });
    await recordInsertions(page);
    await gotoHydrated(page, "/");
    const listed = firstLoadScripts(readExported("index.html"));
    const loaderBatches = (await batches(page))
      .map((batch) => batch.filter((s) => listed.includes(s)))
      .filter((batch) => batch.length > 0);
    expect(loaderBatches.map((batch) => [...batch].sort())).toEqual([[...listed].sort()]);
  });
});

test.describe("the phone menu's code waits for the visitor", () => {
  /** Chunk requests beyond the page's first-load list, in order. */
  function watchLateChunks(page: Page, html: string) {
    const listed = new Set([...firstLoadScripts(html), ...firstLoadPreloads(html)]);
    const late: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/_next\/static\/chunks\/.*\.js$/.test(path) && !listed.has(path)) late.push(path);
    });
    return late;
  }

  test.describe("phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("nothing more loads with the page; a first scroll fetches it, and the menu opens", async ({
      page,
    }) => {
      const late = watchLateChunks(page, readExported("about/index.html"));
      await gotoHydrated(page, "/about/");
      await page.waitForLoadState("networkidle");
      expect(late).toEqual([]);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => late.length).toBeGreaterThan(0);
      // The panel's chunks are requested together; let their request events all arrive.
      let fetched = 0;
      await expect
        .poll(async () => {
          fetched = late.length;
          await page.waitForTimeout(250);
          return late.length === fetched;
        })
        .toBe(true);
      await page.getByRole("button", { name: "Open menu" }).tap();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      expect(late).toHaveLength(fetched);
    });
  });

  test.describe("desktop", () => {
    test.use({ viewport: DESKTOP });

    test("a desktop, which does not show the menu button, never fetches it", async ({ page }) => {
      const late = watchLateChunks(page, readExported("about/index.html"));
      await gotoHydrated(page, "/about/");
      await page.mouse.wheel(0, 300);
      await page.keyboard.press("Tab");
      await page.waitForLoadState("networkidle");
      expect(late).toEqual([]);
    });
  });
});

test.describe("the contact page's map waits for the page's first paint and load", () => {
  const MAP_ORIGIN = externalOrigins.frameOrigins[0]!;
  const MAPS = [
    { route: "/contact/", title: /^Map showing our office at / },
    { route: "/fr/contact/", title: /^Carte indiquant notre bureau au / },
  ];
  type Attached = { state: DocumentReadyState; painted: boolean };
  type HydrationFlag = { __hydrated?: boolean };

  for (const { route, title } of MAPS) {
    test(`${route}: with JavaScript, no request to the map's host before then, and the map after`, async ({
      page,
    }) => {
      // Each map frame put into the document, and how far the page had come at that moment.
      await page.addInitScript((origin) => {
        const attached: Attached[] = [];
        (window as { __mapFrames?: Attached[] }).__mapFrames = attached;
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof HTMLIFrameElement && node.src.startsWith(origin)) {
              attached.push({
                state: document.readyState,
                painted: performance.getEntriesByName("first-contentful-paint").length > 0,
              });
            }
          }
        }).observe(document, { childList: true, subtree: true });
      }, MAP_ORIGIN);
      const mapFrames = () =>
        page.evaluate(() => (window as { __mapFrames?: Attached[] }).__mapFrames ?? []);
      const requested: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith(MAP_ORIGIN)) requested.push(request.url());
      });
      // The font is preloaded, and a preload holds the load event: held, the page hydrates
      // and paints (the font is `display: optional`) but has not loaded.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (held) => {
        await gate;
        await held.continue();
      });
      await page.addInitScript((event) => {
        document.addEventListener(event, () => ((window as HydrationFlag).__hydrated = true));
      }, boot.hydratedEvent);
      await page.goto(route, { waitUntil: "commit" });
      await page.waitForFunction(() => (window as HydrationFlag).__hydrated === true);
      const box = page.locator("section[aria-labelledby='map-heading'] > div");
      // In view: a lazy frame there would be fetched at once.
      await box.scrollIntoViewIfNeeded();
      // A few frames for any late render of the island.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
          ),
      );
      expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
      const before = await box.boundingBox();
      expect(before!.height).toBeGreaterThan(100);
      expect(await mapFrames()).toEqual([]);
      expect(requested).toEqual([]);

      const mapRequest = page.waitForRequest((request) => request.url().startsWith(MAP_ORIGIN));
      release();
      await page.waitForLoadState("load");
      const frame = page.getByTitle(title);
      await expect(frame).toBeAttached();
      await frame.scrollIntoViewIfNeeded();
      expect((await mapRequest).isNavigationRequest()).toBe(true);
      expect(await frame.getAttribute("src")).toMatch(`${MAP_ORIGIN}/export/embed.html?`);
      expect(await frame.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
      expect(await mapFrames()).toEqual([{ state: "complete", painted: true }]);
      // The frame fills the box the page drew for it before: nothing moved.
      const after = (await box.boundingBox())!;
      expect([after.width, after.height]).toEqual([before!.width, before!.height]);
      expect((await frame.boundingBox())!.height).toBeGreaterThan(before!.height - 4);
    });
  }

  test("a client-side navigation to the contact page shows the map", async ({ page }) => {
    await gotoHydrated(page, "/about/");
    await page.waitForLoadState("load");
    await page.evaluate(() => ((window as { __kept?: boolean }).__kept = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await page.waitForURL("**/contact/");
    await expect(page.getByTitle(MAPS[0]!.title)).toBeAttached();
    // The same document: the router navigated, the page did not load again.
    expect(await page.evaluate(() => (window as { __kept?: boolean }).__kept)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const { route, title } of MAPS) {
      test(`${route}: the map is in the page`, async ({ page }) => {
        const mapRequest = page.waitForRequest((request) => request.url().startsWith(MAP_ORIGIN));
        await page.goto(route);
        const frame = page.getByTitle(title);
        await frame.scrollIntoViewIfNeeded();
        await expect(frame).toBeVisible();
        expect((await mapRequest).isNavigationRequest()).toBe(true);
        expect(await frame.getAttribute("src")).toMatch(`${MAP_ORIGIN}/export/embed.html?`);
        expect((await frame.boundingBox())!.height).toBeGreaterThan(100);
      });
    }
  });
});

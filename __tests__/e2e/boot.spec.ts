import { readdirSync } from "node:fs";
import { type Page } from "@playwright/test";
import path from "node:path";
import { firstLoadPreloads, firstLoadScripts } from "../../scripts/build/first-load-chunks.mjs";
import { holdChunks } from "./support/chunks";
import { expect, test } from "./support/fixtures";
import { exportedHtmlFiles, OUT_DIR, readExported } from "./support/site";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

test.describe("first-load chunks start after the first paint (issue 10)", () => {
  test("no page lets the parser fetch Next's chunks: each lists them for its loader", () => {
    for (const file of exportedHtmlFiles().filter((name) => !name.startsWith("admin/"))) {
      const html = readExported(file);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, file).not.toMatch(/<script src="[^"]+" async/);
      expect(head, file).not.toMatch(/<link rel="preload" as="script"/);
      expect(firstLoadScripts(html).length, file).toBeGreaterThan(0);
    }
  });

  test("the page paints from its own HTML, the chunks are requested after its first frame, and it hydrates", async ({
    page,
    consoleProblems,
  }) => {
    // The time of the first animation frame, which comes with the first paint.
    await page.addInitScript(() => {
      requestAnimationFrame((time) => Object.assign(window, { firstFrame: time }));
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const listed = firstLoadScripts(readExported("index.html"));
    const timing = await page.evaluate((listed) => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      // The loader's chunks (Next's small bootstrap script in <body> is the parser's).
      const chunks = entries.filter((entry) => listed.includes(new URL(entry.name).pathname));
      return {
        // The stylesheet is inlined (next.config.ts): no request stands before the first paint.
        css: entries.filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.name),
        firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
        firstChunk: Math.min(...chunks.map((entry) => entry.startTime)),
        chunks: chunks.map((entry) => new URL(entry.name).pathname),
      };
    }, listed);
    expect(timing.chunks).toEqual(expect.arrayContaining(listed));
    expect(timing.css).toEqual([]);
    // The loader waits for a rendered frame.
    expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.firstFrame);
    // And React hydrated: the services trigger opens its menu.
    await page.setViewportSize(DESKTOP);
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Our Services" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(consoleProblems).toEqual([]);
  });
});

// Issue 38: on a slow phone network the chunks shared the bandwidth with the main photo. They
// wait for it, but for a short fixed time only: a late photo must not keep the page inert.
// Issue 49: the page runs on Playwright's clock, which stands still unless the test moves it, so
// the cases differ by what started the chunks (the hold's timer, a tap), never by how many
// milliseconds a busy machine took.
test.describe("first-load chunks wait for the main photo, briefly", () => {
  const HOLD_MS = 1500;
  const listed = firstLoadScripts(readExported("index.html"));

  /** Opens `/` on a phone with its clock stopped and the main photo never arriving. */
  async function openWithPhotoHeld(page: Page) {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.route(
      () => true,
      (route) =>
        // The photo stays on its way: the test ends before it would come.
        route.request().resourceType() === "image" ? undefined : route.fallback(),
    );
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.setViewportSize(MOBILE);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // The first frame, then the loader's next task: the hold's timer is now set.
    await page.clock.runFor(50);
    return { requested };
  }

  /** How many of the page's first-load chunks the loader has put in the document. */
  const inserted = (page: Page) =>
    page.evaluate(
      (urls) => urls.filter((url) => document.querySelector(`script[src="${url}"]`)).length,
      listed,
    );

  test("a main photo that never comes holds them 1.5 s of the page's clock, no longer", async ({
    page,
  }) => {
    const { requested } = await openWithPhotoHeld(page);
    await page.clock.runFor(HOLD_MS - 100);
    expect(await inserted(page)).toBe(0);
    await page.clock.runFor(150);
    expect(await inserted(page)).toBe(listed.length);
    await expect.poll(() => requested).toEqual(expect.arrayContaining(listed));
  });

  test("a tap starts them at once, long before the hold's timer", async ({ page }) => {
    const { requested } = await openWithPhotoHeld(page);
    expect(await inserted(page)).toBe(0);
    await page.mouse.click(5, 400);
    // The loader puts a few tags in per task: let its next tasks run, 1.4 s short of the timer.
    await page.clock.runFor(50);
    expect(await inserted(page)).toBe(listed.length);
    await expect.poll(() => requested).toEqual(expect.arrayContaining(listed));
  });
});

test.describe("a tap before React has hydrated is kept", () => {
  test.describe("phone", () => {
    test.use({ viewport: MOBILE, hasTouch: true });

    test("the menu button opens the menu once the code has arrived", async ({ page }) => {
      const { held, release } = await holdChunks(page);
      await page.goto("/about/", { waitUntil: "commit" });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.tap();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      release();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    });
  });

  test.describe("desktop", () => {
    test.use({ viewport: DESKTOP });

    test("Enter on the services trigger opens it once the code has arrived; focus stays", async ({
      page,
    }) => {
      const { held, release } = await holdChunks(page);
      await page.goto("/fr/", { waitUntil: "commit" });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const trigger = page
        .getByRole("navigation", { name: "Menu principal" })
        .getByRole("button", { name: "Nos services" });
      await trigger.focus();
      await page.keyboard.press("Enter");
      release();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(trigger).toBeFocused();
    });
  });
});

test.describe("first-load chunks are compiled as they stream in (issue 10)", () => {
  // V8's explicit compile hint for a whole script: https://v8.dev/blog/explicit-compile-hints
  const HINT = "//# allFunctionsCalledOnLoad\n";
  const pages = exportedHtmlFiles().filter((name) => !name.startsWith("admin/"));
  const firstLoad = new Set(
    pages.flatMap((file) => {
      const html = readExported(file);
      return [...firstLoadScripts(html), ...firstLoadPreloads(html)];
    }),
  );

  test("every chunk a page loads up front is served with the hint on its first line", async ({
    request,
  }) => {
    expect(firstLoad.size).toBeGreaterThan(0);
    for (const url of firstLoad) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect((await response.text()).startsWith(HINT), url).toBe(true);
    }
  });

  test("code loaded on first use (menus, form, viewer) stays lazily compiled", () => {
    const dir = path.join(OUT_DIR, "_next", "static", "chunks");
    const later = readdirSync(dir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => `/_next/static/chunks/${name}`)
      .filter((url) => !firstLoad.has(url));
    expect(later.length).toBeGreaterThan(0);
    for (const url of later) expect(readExported(url.slice(1)).startsWith(HINT), url).toBe(false);
  });
});

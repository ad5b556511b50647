import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";
import boot from "../../../lib/site/boot.json";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
// Answered locally so a popup has a page to land on; nothing leaves the machine.
const WHATSAPP_HOSTS = new Set(["wa.me", "api.whatsapp.com"]);

// A 1×1 PNG in the brand colour stands in for every remote photo.
export const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgyZ8EAAEOAKW2Qm5TAAAAAElFTkSuQmCC",
  "base64",
);

/**
 * The network closed: loopback only. Remote images get a stub so pages render as they
 * would, WhatsApp gets a local stub page, anything else is aborted.
 */
async function closeNetwork(context: BrowserContext) {
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === "data:" || url.protocol === "blob:" || LOOPBACK.has(url.hostname)) {
      return route.continue();
    }
    if (WHATSAPP_HOSTS.has(url.hostname)) {
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<title>WhatsApp stub</title>",
      });
    }
    if (route.request().resourceType() === "image") {
      return route.fulfill({ status: 200, contentType: "image/png", body: PIXEL });
    }
    return route.abort("blockedbyclient");
  });
}

type Fixtures = {
  /** Console errors and warnings and page errors seen during the test. */
  consoleProblems: string[];
};

export const test = base.extend<Fixtures>({
  // Every context, the default one and any a test makes with browser.newContext() or
  // browser.newPage(), is created here, so none can reach beyond loopback.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await closeNetwork(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      // The test's own network rule blocks external frames and links; that is not the page's fault.
      if (/ERR_BLOCKED_BY_CLIENT/.test(text)) return;
      problems.push(`${message.type()}: ${text}`);
    };
    const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    await use(problems);
    // The page may outlive the test (testInSharedTab): the next test counts its own.
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  },
});

export { expect };

/**
 * `test` whose tests share one tab per worker, each navigating it to its own page: for files
 * that load many pages and change nothing a later test could see (no storage, no cookie, no
 * route; a test's init script is disposed at its end). Measured on this machine's Chromium,
 * loads of the same 8 pages: each in a context of its own, 16.4 CPU-seconds; each in a new tab
 * of one context, 12.4 (the scripts and styles come from the cache, as on a visitor's second
 * page); one tab navigated from page to page, 3.7, as a new tab starts a renderer process cold
 * and a navigation within the site keeps it, with its compiled code. Each page's own document is
 * fetched every time, so its status, policy and console are its own. A test that fails ends its
 * worker, and with it the tab: the next test starts in a new one. `noScriptPage` is a second
 * shared tab, with JavaScript off. Only the viewport of test.use reaches a shared tab: a test
 * that needs another context option (a touch screen, a locale) uses `test`.
 */
export const testInSharedTab = test.extend<
  { noScriptPage: Page },
  { sharedTab: Page; noScriptTab: Page }
>({
  sharedTab: [
    async ({ browser }, use) => {
      // The runner's newContext: the project's options (baseURL, viewport), the closed network.
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // The same, with JavaScript off: what a visitor without it, or a crawler, gets.
  noScriptTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sharedTab, viewport, javaScriptEnabled, hasTouch, isMobile }, use) => {
    if (javaScriptEnabled === false || hasTouch || isMobile) {
      throw new Error("A shared tab has the project's options: use noScriptPage, or `test`");
    }
    await use(await reset(sharedTab, viewport));
  },
  noScriptPage: async ({ noScriptTab, viewport }, use) => {
    await use(await reset(noScriptTab, viewport));
  },
});

/**
 * What a test may leave that the next would see in the same tab: its viewport, and where the
 * mouse rests (a hover on the next page). Each test gets the project's (or its test.use) size.
 */
async function reset(tab: Page, viewport: { width: number; height: number } | null) {
  if (viewport) await tab.setViewportSize(viewport);
  await tab.mouse.move(0, 0);
  return tab;
}

/**
 * Loads a page and waits until it is at rest: no request for half a second (the idle-time
 * chunks included, so React has hydrated) and the web font in use.
 */
export async function gotoAndSettle(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return response;
}

type HydrationFlag = { __hydrated?: boolean };

/**
 * Loads a page and waits until React has hydrated it (components/hydration-signal.tsx sends the
 * event), for tests that act on script-driven behaviour straight after loading.
 */
export async function gotoHydrated(page: Page, path: string) {
  const listening = await page.addInitScript((event) => {
    document.addEventListener(event, () => ((window as HydrationFlag).__hydrated = true), {
      once: true,
    });
  }, boot.hydratedEvent);
  const response = await page.goto(path);
  await page.waitForFunction(() => (window as HydrationFlag).__hydrated === true);
  // A shared tab (testInSharedTab) outlives the test: its later pages need no listener.
  await listening.dispose();
  return response;
}

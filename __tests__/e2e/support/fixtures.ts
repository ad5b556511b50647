import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import boot from "../../../lib/boot.json";

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
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      // The test's own network rule blocks external frames and links; that is not the page's fault.
      if (/ERR_BLOCKED_BY_CLIENT/.test(text)) return;
      problems.push(`${message.type()}: ${text}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };

/**
 * `test` whose pages open in one browser context per worker, shared by the file's tests, each
 * test in a page of its own (its own tab, its own session storage). For files that load many
 * pages and change nothing a later test could see: a context of its own per test started each
 * page with an empty cache and a new renderer process, so every test fetched and compiled the
 * same chunks again. Scripts and styles then come from the cache as on a visitor's second page;
 * each page's own document is fetched every time, so its status, policy and console are its own.
 * Measured on pages.spec's 36 service pages: 118–124 CPU-seconds before, 94–107 after.
 */
export const testInSharedContext = test.extend<object, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, use) => {
      // The runner's newContext: the project's options (baseURL, viewport), the closed network.
      const context = await browser.newContext();
      // A tab kept open on the site keeps its renderer process, and with it the compiled code,
      // for the tests' own tabs: closing each test's tab ended the process, and the next test
      // started one cold (measured: 77 CPU-seconds for those 36 pages, 51 with this tab).
      await (await context.newPage()).goto("/");
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sharedContext }, use) => {
    const page = await sharedContext.newPage();
    await use(page);
    await page.close();
  },
});

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
  await page.addInitScript((event) => {
    document.addEventListener(event, () => ((window as HydrationFlag).__hydrated = true), {
      once: true,
    });
  }, boot.hydratedEvent);
  const response = await page.goto(path);
  await page.waitForFunction(() => (window as HydrationFlag).__hydrated === true);
  return response;
}

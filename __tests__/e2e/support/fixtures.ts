import { test as base, expect, type Page } from "@playwright/test";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
// Answered locally so a popup has a page to land on; nothing leaves the machine.
const WHATSAPP_HOSTS = new Set(["wa.me", "api.whatsapp.com"]);

// A 1×1 PNG in the brand colour stands in for every remote photo.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgyZ8EAAEOAKW2Qm5TAAAAAElFTkSuQmCC",
  "base64",
);

type Fixtures = {
  /** Console errors and warnings and page errors seen during the test. */
  consoleProblems: string[];
};

/**
 * Every test runs with the network closed: loopback only. Remote images get a stub
 * so pages render as they would, WhatsApp gets a local stub page, anything else is aborted.
 */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
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
    await use(context);
  },
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

export async function expectNoConsoleProblems(problems: string[]) {
  expect(problems, problems.join("\n")).toEqual([]);
}

export async function gotoAndSettle(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  return response;
}

import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { OUT_DIR, readExported } from "./support/site";

const TYPES: Record<string, string> = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves out/, except that the page's HTML stops halfway through the header for a moment, as
 * it can on a slow network: the rest follows once the browser has had time to paint.
 */
function slowHeaderServer(route: string, pauseMs: number): Promise<Server> {
  const html = readExported(`${route.slice(1)}index.html`);
  const start = html.indexOf("<header");
  const cut = Math.round((start + html.indexOf("</header>", start)) / 2);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url!, "http://127.0.0.1");
    if (pathname === route) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), pauseMs);
      return;
    }
    try {
      const body = readFileSync(path.join(OUT_DIR, decodeURIComponent(pathname)));
      response.writeHead(200, { "content-type": TYPES[path.extname(pathname)] ?? "" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test("the first paint shows the whole header, even when the page arrives in pieces", async ({
  page,
}) => {
  const server = await slowHeaderServer("/contact/", 1000);
  try {
    // Counted in the first animation frame, which comes with the first paint.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const header = document.querySelector("header");
        Object.assign(window, { atFirstFrame: header?.querySelectorAll("*").length ?? 0 });
      });
    });
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/contact/`);
    const atFirstFrame = await page.evaluate(
      () => (window as unknown as { atFirstFrame: number }).atFirstFrame,
    );
    const whole = await page.getByRole("banner").locator("*").count();
    expect(atFirstFrame).toBe(whole);
  } finally {
    server.close();
  }
});

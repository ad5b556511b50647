/**
 * @jest-environment node
 */
// `npm run dev` serves the site through scripts/dev/proxy.mjs: the site as next dev serves it,
// or, while the content has a problem, the page naming files and fields, for every page.
import http from "node:http";
import { type AddressInfo } from "node:net";
import { waitingAreaPage } from "../../scripts/dev/content-problem-page.mjs";
import { freePort, startDevProxy } from "../../scripts/dev/proxy.mjs";

const MESSAGE =
  "Invalid content in content/questions/general.yml:\n  - fr.items[1].answer (line 31): the link to /fr/tarifs/ leads to no page of the site";

describe("the dev server's proxy", () => {
  let site: http.Server;
  let proxy: http.Server;
  let problem: string | undefined;
  let base: string;

  beforeAll(async () => {
    // Stands in for next dev: names the path it was asked for.
    site = http.createServer((request, response) => {
      response.writeHead(200, { "content-type": "text/html", "x-from": "next" });
      response.end(`site ${request.url}`);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const port = await freePort();
    proxy = await startDevProxy({
      port,
      host: "127.0.0.1",
      target: (site.address() as AddressInfo).port,
      problem: async () => problem,
      // An area that waits for local work, at its English address.
      waiting: async (at) =>
        at === "/areas/stittsville/"
          ? waitingAreaPage("Stittsville", "Saved, not on the site yet: Stittsville has no page.")
          : undefined,
    });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await new Promise((resolve) => site.close(resolve));
  });

  it("passes every request through while the content loads", async () => {
    problem = undefined;
    const response = await fetch(`${base}/fr/faq/?a=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-from")).toBe("next");
    expect(await response.text()).toBe("site /fr/faq/?a=1");
    expect(await (await fetch(`${base}/__content-problem`)).json()).toEqual({ problem: false });
  });

  it("answers every page, client-side navigations included, with the problem page", async () => {
    problem = MESSAGE;
    for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
      const response = await fetch(`${base}/fr/faq/`, { headers });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain("<h1>The content has a problem</h1>");
      expect(html).toContain("<h2>content/questions/general.yml</h2>");
    }
    expect(await (await fetch(`${base}/__content-problem`)).json()).toEqual({ problem: true });
  });

  it("still serves the framework's files and the CMS", async () => {
    problem = MESSAGE;
    for (const path of ["/_next/static/chunk.js", "/admin/", "/admin/config.yml"]) {
      expect(await (await fetch(`${base}${path}`)).text()).toBe(`site ${path}`);
    }
  });

  it("answers an area that waits for local work with its page, not the framework's error", async () => {
    problem = undefined;
    const response = await fetch(`${base}/areas/stittsville/?from=cms`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<h1>Stittsville</h1>");
    expect(html).toContain("Saved, not on the site yet: Stittsville has no page.");
    // Any other page is next dev's.
    expect(await (await fetch(`${base}/areas/glebe/`)).text()).toBe("site /areas/glebe/");
  });
});

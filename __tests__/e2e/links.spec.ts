import { getAreas, getGuides, getProjects, router } from "../../lib/content/load";
import { expect, test } from "./support/fixtures";
import { exportedHtmlFiles } from "./support/site";

const ORIGIN_PLACEHOLDER = "http://site.invalid";

function attributeValues(html: string, attribute: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, "g"))].map(([, value]) =>
    value!.replace(/&amp;/g, "&"),
  );
}

test("a crawl from / finds no broken link, no broken #fragment and no orphan page", async ({
  request,
}) => {
  const pages = new Map<string, { status: number; ids: Set<string> }>();
  const fragmentsWanted: { from: string; path: string; fragment: string }[] = [];
  const queue = ["/"];
  const broken: string[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    pages.set(path, { status: response.status(), ids: new Set(attributeValues(html, "id")) });
    if (response.status() !== 200) continue;

    const links = [...attributeValues(html, "href"), ...attributeValues(html, "src")];
    for (const link of links) {
      const url = new URL(link, `${ORIGIN_PLACEHOLDER}${path}`);
      if (url.origin !== ORIGIN_PLACEHOLDER) continue;
      const target = url.pathname;
      if (url.hash && url.hash !== "#")
        fragmentsWanted.push({ from: path, path: target, fragment: url.hash.slice(1) });
      const isPage = target.endsWith("/");
      if (isPage) {
        if (!pages.has(target)) queue.push(target);
      } else if (!pages.has(target)) {
        const asset = await request.get(target, { maxRedirects: 0 });
        // The icon sprite's symbols are the targets of every icon's <use href="…#name">.
        const ids = target.endsWith(".svg") ? attributeValues(await asset.text(), "id") : [];
        pages.set(target, { status: asset.status(), ids: new Set(ids) });
      }
    }
  }

  for (const [path, { status }] of pages) if (status !== 200) broken.push(`${path} → ${status}`);
  expect(broken).toEqual([]);

  const brokenFragments = fragmentsWanted
    .filter(({ path, fragment }) => !pages.get(path)?.ids.has(decodeURIComponent(fragment)))
    .map(({ from, path, fragment }) => `${from} → ${path}#${fragment}`);
  expect([...new Set(brokenFragments)]).toEqual([]);

  const exportedPages = exportedHtmlFiles()
    .filter((file) => file.endsWith("index.html") && !file.startsWith("_not-found"))
    .map((file) => `/${file.replace(/index\.html$/, "")}`)
    // The CMS and the translation status beside it are for the marketing team, deliberately
    // linked from no public page (a preview's banner links to the status).
    .filter((path) => !path.startsWith("/admin/"));
  // The review page is sent to clients by the crew, linked from no page (docs/decisions/0016).
  const unlisted = [router.page("review", "en"), router.page("review", "fr")];
  const orphans = exportedPages.filter((path) => !pages.has(path));
  expect(orphans).toEqual(unlisted);
  // Both languages, every page reachable by following links from the English home page: the
  // 12 pages of the spec, the 17 services, the projects, the guides' index and each guide, the
  // areas' hub and each area, the questions page, the price ranges page and “your project”.
  const entries = [getProjects, getGuides, getAreas].map((list) => list("en").length);
  expect(exportedPages.length - unlisted.length).toBe(
    2 * (12 + 17 + 1 + 1 + 1 + 1 + 1 + entries.reduce((a, b) => a + b)),
  );
  expect(pages.has("/admin/")).toBe(false);
});

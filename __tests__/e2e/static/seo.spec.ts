import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getSiteUrl } from "../../../lib/site-env";
import { expect, test } from "../support/fixtures";
import { exportedHtmlFiles, OUT_DIR, readExported } from "../support/site";

const SITE_URL = getSiteUrl();

/** Pages of the export: every index.html (404 and Next's internal _not-found aside). */
const pages = exportedHtmlFiles()
  .filter(
    (file) =>
      file.endsWith("index.html") && !file.startsWith("_not-found") && !file.startsWith("admin/"),
  )
  .map((file) => ({ file, route: `/${file.replace(/index\.html$/, "")}` }));

function meta(html: string, attribute: "name" | "property", key: string): string | undefined {
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return match?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body!) as Record<string, unknown>,
  );
}

test.describe("per-page metadata", () => {
  test("the export has every page, in English and in French", () => {
    // 17 pages (projects, guides, areas, questions, price ranges and “your project” among them),
    // 17 services, the 3 example projects, the 3 guides and the 8 service areas.
    const count = 17 + 17 + 3 + 3 + 8;
    expect(pages.filter(({ route }) => !route.startsWith("/fr/"))).toHaveLength(count);
    expect(pages.filter(({ route }) => route.startsWith("/fr/"))).toHaveLength(count);
  });

  test("titles are unique; descriptions, canonicals, Open Graph and Twitter cards are complete", () => {
    const titles = new Map<string, string>();
    for (const { file, route } of pages) {
      const html = readExported(file);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, file).toBeTruthy();
      expect(
        titles.get(title!),
        `${file} repeats the title of ${titles.get(title!)}`,
      ).toBeUndefined();
      titles.set(title!, file);

      const description = meta(html, "name", "description");
      expect(description?.length, `${file} description`).toBeGreaterThanOrEqual(70);
      expect(description!.length, `${file} description`).toBeLessThanOrEqual(160);

      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      expect(canonical, file).toBe(`${SITE_URL}${route}`);

      expect(meta(html, "property", "og:title"), file).toBeTruthy();
      expect(meta(html, "property", "og:description"), file).toBe(description);
      expect(meta(html, "property", "og:url"), file).toBe(`${SITE_URL}${route}`);
      expect(meta(html, "property", "og:site_name"), file).toBeTruthy();
      const french = route.startsWith("/fr/");
      expect(meta(html, "property", "og:locale"), file).toBe(french ? "fr_CA" : "en_CA");
      // A guide is an article, with its dates; every other page a website.
      const guide = /^\/(fr\/)?guides\/[^/]+\/$/.test(route);
      expect(meta(html, "property", "og:type"), file).toBe(guide ? "article" : "website");
      // Each page has its own social card, drawn at build time in its language.
      const image = meta(html, "property", "og:image")!;
      expect(image, file).toMatch(new RegExp(`^${SITE_URL}/og/${french ? "fr" : "en"}/.+\\.png$`));
      expect(existsSync(path.join(OUT_DIR, new URL(image).pathname)), image).toBe(true);
      expect(meta(html, "property", "og:image:width"), file).toBe("1200");
      expect(meta(html, "property", "og:image:height"), file).toBe("630");
      expect(meta(html, "property", "og:image:alt"), file).toBeTruthy();
      expect(meta(html, "name", "twitter:card"), file).toBe("summary_large_image");
      expect(meta(html, "name", "twitter:image"), file).toBeTruthy();
    }
  });

  test("icons and the web manifest are linked and exported", () => {
    const html = readExported("index.html");
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico/);
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    const manifest = JSON.parse(readFileSync(path.join(OUT_DIR, "manifest.webmanifest"), "utf8"));
    expect(manifest.name).toBeTruthy();
  });
});

test.describe("structured data", () => {
  test("every page describes the business as a HousePainter with its required properties", () => {
    // Its telephone, e-mail, address and credentials are stated only once real (stand-ins.spec.ts).
    for (const { file } of pages) {
      const blocks = jsonLd(readExported(file));
      const business = blocks.find((block) => block["@type"] === "HousePainter");
      expect(business, file).toBeTruthy();
      for (const key of [
        "name",
        "url",
        "logo",
        "image",
        "openingHoursSpecification",
        "areaServed",
      ]) {
        expect(business![key], `${file}: ${key}`).toBeTruthy();
      }
      expect(JSON.stringify(business!.openingHoursSpecification)).toContain(
        '"opens":"09:00","closes":"18:00"',
      );
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        expect(JSON.stringify(block)).not.toMatch(/AggregateRating|"Review"/);
      }
    }
  });

  test("the home page adds WebSite; service pages add Service and a four-step BreadcrumbList", () => {
    expect(jsonLd(readExported("index.html")).map((block) => block["@type"])).toContain("WebSite");
    const servicePages = pages.filter(
      ({ route }) => route.startsWith("/services/") && route.split("/").length === 5,
    );
    expect(servicePages).toHaveLength(17);
    for (const { file, route } of servicePages) {
      const blocks = jsonLd(readExported(file));
      const service = blocks.find((block) => block["@type"] === "Service")!;
      for (const key of ["name", "description", "serviceType", "provider", "areaServed"])
        expect(service[key], `${file}: ${key}`).toBeTruthy();
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
      const items = crumbs.itemListElement as { position: number; item: string }[];
      expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
      expect(items[3]!.item).toBe(`${SITE_URL}${route}`);
    }
  });

  test("no '<' survives inside a JSON-LD block", () => {
    for (const { file } of pages) {
      for (const [, body] of readExported(file).matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(body).not.toContain("<");
      }
    }
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("sitemap.xml lists exactly the pages of the export", () => {
    const xml = readFileSync(path.join(OUT_DIR, "sitemap.xml"), "utf8");
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!).sort();
    const expected = pages.map(({ route }) => `${SITE_URL}${route}`).sort();
    expect(listed).toEqual(expected);
  });

  test("robots.txt allows all and names the sitemap", () => {
    const robots = readFileSync(path.join(OUT_DIR, "robots.txt"), "utf8");
    expect(robots).toMatch(/User-Agent: \*\nAllow: \//i);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

test.describe("indexing", () => {
  test("this production build has no robots meta on its pages; 404.html is noindex", () => {
    for (const { file } of pages)
      expect(readExported(file), file).not.toMatch(/<meta name="robots"/);
    expect(readExported("404.html")).toMatch(/<meta name="robots" content="noindex/);
    expect(readExported("404.html")).not.toMatch(/rel="canonical"/);
  });
});

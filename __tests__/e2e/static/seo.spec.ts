import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getAllServices, getPriceRanges, getSite, router } from "../../../lib/content/load";
import { getSiteUrl } from "../../../lib/site/site-env";
import { expect, test } from "../support/fixtures";
import { exportedHtmlFiles, OUT_DIR, readExported } from "../support/site";

const SITE_URL = getSiteUrl();
/** The page the crew sends after a job: noindex and unlisted (docs/decisions/0016). */
const REVIEW = [router.page("review", "en"), router.page("review", "fr")];

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
    // 18 pages (projects, guides, areas, questions, price ranges, the review page and “your
    // project” among them), 17 services, the 3 example projects, the 3 guides and the 8 areas.
    const count = 18 + 17 + 3 + 3 + 8;
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
  test("sitemap.xml lists exactly the pages of the export, but the review page", () => {
    const xml = readFileSync(path.join(OUT_DIR, "sitemap.xml"), "utf8");
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!).sort();
    const expected = pages
      .filter(({ route }) => !REVIEW.includes(route))
      .map(({ route }) => `${SITE_URL}${route}`)
      .sort();
    expect(listed).toEqual(expected);
  });

  test("each sitemap URL has a lastmod from its content, and no changefreq or priority", () => {
    const xml = readFileSync(path.join(OUT_DIR, "sitemap.xml"), "utf8");
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!);
    expect(urls.length).toBeGreaterThan(90);
    const built = statSync(path.join(OUT_DIR, "sitemap.xml")).mtimeMs;
    for (const url of urls) {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1];
      expect(lastmod, url).toBeTruthy();
      // A date of the content, not of the build: older than the file that states it.
      expect(Date.parse(lastmod!), url).toBeLessThan(built - 60_000);
    }
    expect(xml).not.toMatch(/<changefreq>|<priority>/);
  });

  test("/llms.txt and /fr/llms.txt list every service with its typical price", () => {
    for (const locale of ["en", "fr"] as const) {
      const file = locale === "en" ? "llms.txt" : "fr/llms.txt";
      const lines = readFileSync(path.join(OUT_DIR, file), "utf8").split("\n");
      const rates = getPriceRanges(locale).flatMap((category) => category.services);
      const missing = getAllServices(locale).filter((service) => {
        const line = lines.find((each) =>
          each.startsWith(`- [${service.name}](${SITE_URL}${service.href})`),
        );
        const rate = rates.find((each) => each.id === service.id)!;
        // The range's high figure as the prices page writes it (no-break spaces in French).
        const high = new Intl.NumberFormat(locale === "en" ? "en-CA" : "fr-CA").format(rate.high);
        return !line
          ?.replace(/[\u00a0\u202f]/g, " ")
          .includes(high.replace(/[\u00a0\u202f]/g, " "));
      });
      expect(
        missing.map((service) => service.name),
        file,
      ).toEqual([]);
    }
  });

  test("robots.txt allows all and names the sitemap", () => {
    const robots = readFileSync(path.join(OUT_DIR, "robots.txt"), "utf8");
    expect(robots).toMatch(/User-Agent: \*\nAllow: \//i);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

test("no page links to a public register while the number it would check is a stand-in", () => {
  const site = getSite("en");
  // Every number is an example today (docs/decisions/0014): the checks are all unlinked.
  expect(site.standIn).toMatchObject({
    rbqLicence: true,
    wsibClearance: true,
    gstHst: true,
    qst: true,
  });
  const registers = Object.values(site.registers).flatMap((register) => [register.en, register.fr]);
  for (const { file } of pages) {
    const html = readExported(file).replace(/&amp;/g, "&");
    for (const address of registers) expect(html, file).not.toContain(`href="${address}"`);
  }
  expect(readExported("fr/a-propos/index.html")).toContain(`Licence RBQ ${site.rbqLicence}`);
});

test.describe("indexing", () => {
  test("this production build has no robots meta on its pages but the review page; 404.html is noindex", () => {
    for (const { file, route } of pages) {
      if (REVIEW.includes(route)) {
        expect(readExported(file), file).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      } else expect(readExported(file), file).not.toMatch(/<meta name="robots"/);
    }
    expect(readExported("404.html")).toMatch(/<meta name="robots" content="noindex/);
    expect(readExported("404.html")).not.toMatch(/rel="canonical"/);
  });
});

import fs from "node:fs";
import path from "node:path";
import { removeScratch, scratchCopy } from "@/__tests__/support/scratch-content";
import type * as Rtl from "@testing-library/react/pure";
import type * as Sitemap from "@/app/sitemap";
import type * as AreaPageModule from "@/components/pages/area-page";
import type * as AreasPageModule from "@/components/pages/areas-page";
import type * as GalleryPageModule from "@/components/pages/gallery-page";
import type * as HomePageModule from "@/components/pages/home-page";
import type * as ServicePageModule from "@/components/pages/service-page";
import type * as SitemapPageModule from "@/components/pages/sitemap-page";
import type * as TestimonialsPageModule from "@/components/pages/testimonials-page";
import type * as SiteFooterModule from "@/components/site-footer";
import type * as ContentModule from "@/lib/content";
import type * as NextConfigModule from "@/next.config";
import { type Locale } from "@/lib/schemas/locales";

/*
 * With every project deleted, the site still builds, without the section: the projects pages
 * are no pages at all (next.config.ts counts page.projects.tsx as a page only while
 * content/projects/ holds a project: Next cannot export an empty page list), and no page, link
 * or sitemap address leads to them. Proved here on the configuration, the loader and every page
 * that reads the projects, each rendered from a scratch copy of content/ without projects with
 * that copy's own module registry; the built copy's one real build (__tests__/e2e/built-copy)
 * proves that the build reads that configuration and content (its projects pages are built).
 */

const PROJECT_LINK = /^\/(fr\/projets|projects)(\/|$)/;

let dir: string;
beforeAll(() => {
  dir = scratchCopy();
  for (const name of fs.readdirSync(path.join(dir, "projects"))) {
    fs.rmSync(path.join(dir, "projects", name));
  }
});
afterAll(() => removeScratch(dir));

/** Runs `load` in a module registry of its own, with CONTENT_DIR (or the real content) read. */
function withContent<T>(contentDir: string | undefined, load: () => T): T {
  const before = process.env.CONTENT_DIR;
  if (contentDir) process.env.CONTENT_DIR = contentDir;
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded!;
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

const pageExtensions = (contentDir?: string) =>
  withContent(contentDir, () =>
    jest.requireActual<typeof NextConfigModule>("@/next.config").default("phase-production-build"),
  ).pageExtensions;

it("the projects pages are pages only while there is a project", () => {
  expect(pageExtensions()).toContain("projects.tsx");
  expect(pageExtensions(dir)).toEqual(["tsx", "ts"]);
});

/** Read once, in one module registry: a load of the content is the costly part. */
let seen: { projects: unknown[]; hasProjects: boolean; addresses: string[]; links: string[][] };
beforeAll(() => {
  seen = withContent(dir, () => {
    const need = <M extends object>(name: string) => jest.requireActual<M>(name);
    const { render } = need<typeof Rtl>("@testing-library/react/pure");
    const content = need<typeof ContentModule>("@/lib/content");
    const { HomePage } = need<typeof HomePageModule>("@/components/pages/home-page");
    const { GalleryPage } = need<typeof GalleryPageModule>("@/components/pages/gallery-page");
    const { SitemapPage } = need<typeof SitemapPageModule>("@/components/pages/sitemap-page");
    const { TestimonialsPage } = need<typeof TestimonialsPageModule>(
      "@/components/pages/testimonials-page",
    );
    const { AreasPage } = need<typeof AreasPageModule>("@/components/pages/areas-page");
    const { AreaPage } = need<typeof AreaPageModule>("@/components/pages/area-page");
    const { ServicePage } = need<typeof ServicePageModule>("@/components/pages/service-page");
    const { SiteFooter } = need<typeof SiteFooterModule>("@/components/site-footer");
    /** The links of every page that reads the projects, in one language. */
    const linksIn = (locale: Locale) =>
      [
        <HomePage key="home" locale={locale} />,
        <GalleryPage key="gallery" locale={locale} />,
        <SitemapPage key="sitemap" locale={locale} />,
        <TestimonialsPage key="testimonials" locale={locale} />,
        <AreasPage key="areas" locale={locale} />,
        ...content
          .getAreas(locale)
          .map((area) => <AreaPage key={area.id} areaId={area.id} locale={locale} />),
        // Each service page, where its Recent work would list projects.
        ...content
          .getCategories(locale)
          .flatMap((category) =>
            content
              .getCategoryServices(category.id, locale)
              .map((service) => (
                <ServicePage
                  key={service.id}
                  categoryId={category.id}
                  serviceId={service.id}
                  locale={locale}
                />
              )),
          ),
        <SiteFooter key="footer" locale={locale} />,
      ].flatMap((page) => {
        document.body.innerHTML = "";
        const { container, unmount } = render(page);
        const hrefs = [...container.querySelectorAll("a[href]")].map((link) =>
          link.getAttribute("href")!,
        );
        unmount();
        return hrefs;
      });
    return {
      projects: content.getProjects("en"),
      hasProjects: content.router.has("projects"),
      addresses: need<typeof Sitemap>("@/app/sitemap")
        .default()
        .map((entry) => new URL(entry.url).pathname),
      links: [linksIn("en"), linksIn("fr")],
    };
  });
});

it("the loader has no projects and the sitemap no address of them", () => {
  expect(seen.projects).toEqual([]);
  expect(seen.hasProjects).toBe(false);
  expect(seen.addresses.length).toBeGreaterThan(60);
  expect(seen.addresses.filter((address) => PROJECT_LINK.test(address))).toEqual([]);
});

it.each([
  ["en", 0],
  ["fr", 1],
] as const)("%s: every page that reads the projects renders without a link to them", (_, index) => {
  const links = seen.links[index]!;
  expect(links.length).toBeGreaterThan(100);
  expect(links.filter((href) => PROJECT_LINK.test(href))).toEqual([]);
});

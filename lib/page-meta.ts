import "server-only";
import { type Metadata } from "next";
import {
  getAbout,
  getHome,
  getLegalDocument,
  getPages,
  getProject,
  getService,
  getSite,
  getUi,
  type LegalSlug,
  router,
} from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { type PageKey } from "@/lib/schemas/routes";
import { buildMetadata } from "@/lib/seo";
import { format } from "@/lib/utils";

const LEGAL: Partial<Record<PageKey, LegalSlug>> = {
  terms: "terms-and-conditions",
  privacy: "privacy-policy",
  refund: "refund-policy",
  accessibility: "accessibility",
};

/** Title and description of a route-table page ("about", "residential/interior-painting"). */
function pageMeta(id: string, locale: Locale): { title: string; description: string } {
  const pages = getPages(locale);
  const legal = LEGAL[id as PageKey];
  if (legal) return getLegalDocument(legal, locale).meta;
  switch (id) {
    case "home":
      return getHome(locale).meta;
    case "about":
      return getAbout(locale).meta;
    case "services":
    case "gallery":
    case "testimonials":
    case "contact":
    case "sitemap":
    case "projects":
      return pages[id].meta;
  }
  if (id.startsWith("projects/")) {
    const project = getProject(id.slice("projects/".length), locale);
    if (!project) throw new Error(`No page "${id}" in the route table`);
    return { title: project.title, description: project.summary };
  }
  const [categoryId = "", serviceId = ""] = id.split("/");
  const service = getService(categoryId, serviceId, locale);
  if (!service) throw new Error(`No page "${id}" in the route table`);
  return {
    title: format(getUi(locale).service.titleTemplate, { name: service.name }),
    description: service.description,
  };
}

/** Next metadata of a route-table page, in one language, with its alternates and social card. */
export function metadataFor(id: string, locale: Locale): Metadata {
  const entry = router.entries().find((row) => row.id === id);
  if (!entry) throw new Error(`No page "${id}" in the route table`);
  return buildMetadata({
    ...pageMeta(id, locale),
    path: entry[locale],
    locale,
    brandFirst: id === "home",
  });
}

/**
 * French typography keeps a short word with the next one ("à Ottawa", "de la"): a no-break
 * space after it, so a card's line never ends on it.
 */
export function keepShortWordsTogether(text: string, locale: Locale): string {
  if (locale !== "fr") return text;
  return text.replace(/(?<=^|\s)(à|au|aux|de|du|des|en|et|la|le|les|un|une)\s+/giu, "$1\u00a0");
}

/** What the build-time social card of each page says (scripts/social-images.mjs draws it). */
export function socialCards(locales: readonly Locale[]) {
  return locales.flatMap((locale) => {
    const site = getSite(locale);
    return router.entries().map((entry) => ({
      file: `og/${locale}/${entry.id}.png`,
      title: keepShortWordsTogether(pageMeta(entry.id, locale).title, locale),
      eyebrow: keepShortWordsTogether(site.tagline, locale),
      // The wordmark as the site's logo draws it in this language ("Northbrush Peinture").
      siteName: `${site.shortName} ${site.logoSubtitle}`,
      locale,
    }));
  });
}

import "server-only";
import { type Metadata } from "next";
import { getSite, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { type ResolvedPhoto } from "@/lib/schemas/photo";
import { buildMetadata, socialCardOf } from "@/lib/site/seo";

/**
 * What describes a page: its title and its meta description, and the photo that stands for
 * it when it shows one (the photo its hero or first box shows), which its social card uses.
 */
export type PageText = { title: string; description: string; photo?: ResolvedPhoto };

/**
 * Next metadata of a route-table page ("about", "residential/interior-painting"), in one
 * language, with its alternates and social card; its words come from its page type.
 */
export function metadataFor(id: string, locale: Locale, text: PageText): Metadata {
  const entry = router.entries().find((row) => row.id === id);
  if (!entry) throw new Error(`No page "${id}" in the route table`);
  return buildMetadata({ ...text, path: entry[locale], locale, brandFirst: id === "home" });
}

/** What every page type says of each of its pages in one language, by route-table id. */
export function pageTexts(
  pageTypes: readonly { texts: (locale: Locale) => (PageText & { id: string })[] }[],
  locale: Locale,
): Map<string, PageText> {
  return new Map(pageTypes.flatMap((type) => type.texts(locale).map((text) => [text.id, text])));
}

/**
 * French typography keeps a short word with the next one ("à Ottawa", "de la"): a no-break
 * space after it, so a card's line never ends on it.
 */
export function keepShortWordsTogether(text: string, locale: Locale): string {
  if (locale !== "fr") return text;
  return text.replace(/(?<=^|\s)(à|au|aux|de|du|des|en|et|la|le|les|un|une)\s+/giu, "$1\u00a0");
}

/**
 * What the build-time social card of each page says and shows (scripts/build/social-images.mjs draws
 * it), from the words and photo of its page type (`pageTypes`: app/_pages/index.ts); the same
 * card file as the page's metadata names.
 */
export function socialCards(
  locales: readonly Locale[],
  pageTypes: Parameters<typeof pageTexts>[0],
) {
  return locales.flatMap((locale) => {
    const site = getSite(locale);
    const texts = pageTexts(pageTypes, locale);
    return router.entries().map((entry) => {
      const text = texts.get(entry.id);
      if (!text) throw new Error(`No page type gives the words of "${entry.id}" (${locale})`);
      const card = socialCardOf(locale, entry.id, text.photo);
      return {
        file: card.path.slice(1),
        // The photo's own file in the export, as the photo pipeline wrote it.
        ...(card.photo ? { photo: card.photo.file } : {}),
        title: keepShortWordsTogether(text.title, locale),
        eyebrow: keepShortWordsTogether(site.tagline, locale),
        // The wordmark as the site's logo draws it in this language ("Northbrush Peinture").
        siteName: `${site.shortName} ${site.logoSubtitle}`,
        locale,
      };
    });
  });
}

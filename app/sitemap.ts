import { type MetadataRoute } from "next";
import { getLocales, router } from "@/lib/content";
import { lastModified } from "@/lib/content/last-modified";
import { HTML_LANG } from "@/lib/locale/i18n";
import { absoluteUrl, UNLISTED_PAGES } from "@/lib/site/seo";

export const dynamic = "force-static";

/**
 * Each page in each language (but those sent rather than found), with the same hreflang alternates the pages themselves carry and
 * the date its content last changed (docs/decisions/0016). No changefreq or priority: search
 * engines ignore both.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const locales = getLocales();
  const dates = lastModified(router);
  const listed = router.entries().filter((entry) => !UNLISTED_PAGES.has(entry.id));
  return listed.flatMap((entry) => {
    const languages = Object.fromEntries([
      ...locales.map((locale) => [HTML_LANG[locale], absoluteUrl(entry[locale])]),
      ["x-default", absoluteUrl(entry.en)],
    ]);
    return locales.map((locale) => {
      const date = dates.get(entry[locale]);
      return {
        url: absoluteUrl(entry[locale]),
        ...(date ? { lastModified: date } : {}),
        alternates: { languages },
      };
    });
  });
}

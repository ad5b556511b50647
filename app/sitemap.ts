import { type MetadataRoute } from "next";
import { getLocales, router } from "@/lib/content";
import { HTML_LANG } from "@/lib/i18n";
import { absoluteUrl } from "@/lib/seo";

export const dynamic = "force-static";

/** Each page in each language, with the same hreflang alternates the pages themselves carry. */
export default function sitemap(): MetadataRoute.Sitemap {
  const locales = getLocales();
  return router.entries().flatMap((entry) => {
    const languages = Object.fromEntries([
      ...locales.map((locale) => [HTML_LANG[locale], absoluteUrl(entry[locale])]),
      ["x-default", absoluteUrl(entry.en)],
    ]);
    return locales.map((locale) => ({
      url: absoluteUrl(entry[locale]),
      changeFrequency: "monthly" as const,
      priority: entry.id === "home" ? 1 : entry.id.includes("/") ? 0.8 : 0.5,
      alternates: { languages },
    }));
  });
}

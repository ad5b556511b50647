import { entryPage } from "@/app/_pages/entry";
import { GuidePage } from "@/components/pages/guide-page";
import { getGuide } from "@/lib/content";

/** A guide's title and summary, and its photo (its social card shows it once uploaded). */
export default entryPage("guides", {
  text: (id, locale) => {
    const guide = getGuide(id, locale);
    if (!guide) throw new Error(`No guide "${id}" in content/guides/`);
    return { title: guide.title, description: guide.summary, photo: guide.photo };
  },
  View: ({ id, locale }) => <GuidePage guideId={id} locale={locale} />,
  // Open Graph's article type, with its dates, for the sites that read them.
  metadata: (id, locale, base) => {
    const guide = getGuide(id, locale)!;
    return {
      ...base,
      openGraph: {
        ...base.openGraph,
        type: "article",
        publishedTime: guide.published,
        modifiedTime: guide.updated,
      },
    };
  },
});

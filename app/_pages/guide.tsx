import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { type PageType } from "@/app/_pages/define";
import { GuidePage } from "@/components/pages/guide-page";
import { getGuide, router } from "@/lib/content";
import { type GuideParams } from "@/lib/content/router";
import { metadataFor, type PageText } from "@/lib/page-meta";
import { type Locale } from "@/lib/schemas/locales";

type GuideRouteProps = { params: Promise<GuideParams> };

/** A guide's title and summary, and its photo (its social card shows it once uploaded). */
function text(id: string, locale: Locale): PageText {
  const guide = getGuide(id, locale);
  if (!guide) throw new Error(`No guide "${id}" in content/guides/`);
  return { title: guide.title, description: guide.summary, photo: guide.photo };
}

/** Every guide's page, in both languages, at the addresses its files give. */
function guidePage(locale: Locale) {
  return {
    generateStaticParams: () => router.guideParams(locale),
    async generateMetadata({ params }: GuideRouteProps): Promise<Metadata> {
      const id = router.guideAt(locale, await params);
      if (!id) return {};
      const metadata = metadataFor(`guides/${id}`, locale, text(id, locale));
      const guide = getGuide(id, locale)!;
      // Open Graph's article type, with its dates, for the sites that read them.
      return {
        ...metadata,
        openGraph: {
          ...metadata.openGraph,
          type: "article",
          publishedTime: guide.published,
          modifiedTime: guide.updated,
        },
      };
    },
    Page: async function Page({ params }: GuideRouteProps) {
      const id = router.guideAt(locale, await params);
      if (!id) notFound();
      return <GuidePage guideId={id} locale={locale} />;
    },
  };
}

const guide: PageType<ReturnType<typeof guidePage>> = Object.assign(guidePage, {
  texts: (locale: Locale) =>
    router.guideParams(locale).flatMap((params) => {
      const id = router.guideAt(locale, params);
      return id ? [{ id: `guides/${id}`, ...text(id, locale) }] : [];
    }),
});
export default guide;

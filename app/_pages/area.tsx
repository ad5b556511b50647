import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { type PageType } from "@/app/_pages/define";
import { AreaPage } from "@/components/pages/area-page";
import { getArea, getUi, router } from "@/lib/content";
import { format } from "@/lib/format";
import { type AreaParams } from "@/lib/content/router";
import { metadataFor, type PageText } from "@/lib/page-meta";
import { type Locale } from "@/lib/schemas/locales";

type AreaRouteProps = { params: Promise<AreaParams> };

/** An area's name and summary; its card is the words alone (an area has no photo of its own). */
function text(id: string, locale: Locale): PageText {
  const area = getArea(id, locale);
  if (!area) throw new Error(`No service area "${id}" in content/areas/`);
  return {
    title: format(getUi(locale).areas.title, { name: area.name }),
    description: area.summary,
  };
}

/** Every service area's page, in both languages, at the addresses its files give. */
function areaPage(locale: Locale) {
  return {
    generateStaticParams: () => router.areaParams(locale),
    async generateMetadata({ params }: AreaRouteProps): Promise<Metadata> {
      const id = router.areaAt(locale, await params);
      return id ? metadataFor(`areas/${id}`, locale, text(id, locale)) : {};
    },
    Page: async function Page({ params }: AreaRouteProps) {
      const id = router.areaAt(locale, await params);
      if (!id) notFound();
      return <AreaPage areaId={id} locale={locale} />;
    },
  };
}

const area: PageType<ReturnType<typeof areaPage>> = Object.assign(areaPage, {
  texts: (locale: Locale) =>
    router.areaParams(locale).flatMap((params) => {
      const id = router.areaAt(locale, params);
      return id ? [{ id: `areas/${id}`, ...text(id, locale) }] : [];
    }),
});
export default area;

import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { type PageType } from "@/app/_pages/define";
import { ServicePage } from "@/components/pages/service-page";
import { getService, getUi, router } from "@/lib/content";
import { type ServiceParams } from "@/lib/content/router";
import { metadataFor, type PageText } from "@/lib/page-meta";
import { type Locale } from "@/lib/schemas/locales";
import { format } from "@/lib/utils";

type ServiceRouteProps = { params: Promise<ServiceParams> };
type ServiceIds = { categoryId: string; serviceId: string };

/** A service page's title and description (its name in the catalogue's title template), its hero photo. */
function text({ categoryId, serviceId }: ServiceIds, locale: Locale): PageText {
  const service = getService(categoryId, serviceId, locale);
  if (!service) throw new Error(`No service "${categoryId}/${serviceId}" in the catalogue`);
  return {
    title: format(getUi(locale).service.titleTemplate, { name: service.name }),
    description: service.description,
    photo: service.heroPhoto,
  };
}

/** Every catalogue service's page, in both languages, at the addresses of the route table. */
function servicePage(locale: Locale) {
  return {
    generateStaticParams: () => router.serviceParams(locale),
    async generateMetadata({ params }: ServiceRouteProps): Promise<Metadata> {
      const ids = router.serviceAt(locale, await params);
      return ids
        ? metadataFor(`${ids.categoryId}/${ids.serviceId}`, locale, text(ids, locale))
        : {};
    },
    Page: async function Page({ params }: ServiceRouteProps) {
      const ids = router.serviceAt(locale, await params);
      if (!ids) notFound();
      return <ServicePage {...ids} locale={locale} />;
    },
  };
}

const service: PageType<ReturnType<typeof servicePage>> = Object.assign(servicePage, {
  texts: (locale: Locale) =>
    router.serviceParams(locale).flatMap((params) => {
      const ids = router.serviceAt(locale, params);
      return ids ? [{ id: `${ids.categoryId}/${ids.serviceId}`, ...text(ids, locale) }] : [];
    }),
});
export default service;

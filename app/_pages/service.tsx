import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { ServicePage } from "@/components/pages/service-page";
import { router } from "@/lib/content";
import { type ServiceParams } from "@/lib/content/router";
import { metadataFor } from "@/lib/page-meta";
import { type Locale } from "@/lib/schemas/locales";

type ServiceRouteProps = { params: Promise<ServiceParams> };

/** Every catalogue service's page, in both languages, at the addresses of the route table. */
export default function servicePage(locale: Locale) {
  return {
    generateStaticParams: () => router.serviceParams(locale),
    async generateMetadata({ params }: ServiceRouteProps): Promise<Metadata> {
      const ids = router.serviceAt(locale, await params);
      return ids ? metadataFor(`${ids.categoryId}/${ids.serviceId}`, locale) : {};
    },
    Page: async function Page({ params }: ServiceRouteProps) {
      const ids = router.serviceAt(locale, await params);
      if (!ids) notFound();
      return <ServicePage {...ids} locale={locale} />;
    },
  };
}

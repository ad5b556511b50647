import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { NoticeBar } from "@/components/notices/notice-bar";
import { ServiceDetail } from "@/components/services/service-detail";
import { getRelatedServices, getService, getSite } from "@/lib/content";
import { serviceCrumbs } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo";
import { type Locale } from "@/lib/schemas/locales";

type ServicePageProps = { categoryId: string; serviceId: string; locale: Locale };

/** A catalogue service's page in the given language. */
export function ServicePage({ categoryId, serviceId, locale }: ServicePageProps) {
  const service = getService(categoryId, serviceId, locale);
  if (!service) notFound();
  const crumbs = serviceCrumbs(service, locale);
  return (
    <>
      <JsonLd data={serviceJsonLd(service, locale)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <NoticeBar locale={locale} spot={{ service: serviceId }} />
      <ServiceDetail
        service={service}
        related={getRelatedServices(categoryId, serviceId, locale)}
        crumbs={crumbs}
        site={getSite(locale)}
        locale={locale}
      />
    </>
  );
}

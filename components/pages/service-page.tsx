import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { ServiceDetail } from "@/components/services/service-detail";
import { getRelatedServices, getRequestLocale, getService, getSite } from "@/lib/content";
import { serviceCrumbs } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo";

/** A catalogue service's page, in the language being rendered. */
export function ServicePage({ categoryId, serviceId }: { categoryId: string; serviceId: string }) {
  const locale = getRequestLocale();
  const service = getService(categoryId, serviceId, locale);
  if (!service) notFound();
  const crumbs = serviceCrumbs(service, locale);
  return (
    <>
      <JsonLd data={serviceJsonLd(service, locale)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ServiceDetail
        service={service}
        related={getRelatedServices(categoryId, serviceId, undefined, locale)}
        crumbs={crumbs}
        site={getSite(locale)}
      />
    </>
  );
}

import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { ServiceDetail } from "@/components/services/service-detail";
import { getRelatedServices, getService, getServiceParams, getSite } from "@/lib/content";
import { serviceCrumbs } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd, buildMetadata, serviceJsonLd } from "@/lib/seo";

type ServicePageProps = { params: Promise<{ category: string; service: string }> };

// Only the catalogue's pairs exist; anything else is the 404 page, which redirects to /services/.
export const dynamicParams = false;

export function generateStaticParams() {
  return getServiceParams();
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const { category, service: serviceId } = await params;
  const service = getService(category, serviceId);
  if (!service) return {};
  return buildMetadata({
    title: `${service.name} in Ottawa`,
    description: service.shortDescription ?? service.longDescription[0]!.slice(0, 155),
    path: service.href,
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const { category, service: serviceId } = await params;
  const service = getService(category, serviceId);
  if (!service) notFound();
  const crumbs = serviceCrumbs(service);
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ServiceDetail
        service={service}
        related={getRelatedServices(category, serviceId)}
        crumbs={crumbs}
        site={getSite()}
      />
    </>
  );
}

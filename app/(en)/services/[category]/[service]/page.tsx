import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { ServicePage } from "@/components/pages/service-page";
import { getService, getServiceParams, setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

type ServiceRouteProps = { params: Promise<{ category: string; service: string }> };

// Only the catalogue's pairs exist; anything else is the 404 page, which redirects to /services/.
export const dynamicParams = false;

export function generateStaticParams() {
  return getServiceParams();
}

export async function generateMetadata({ params }: ServiceRouteProps): Promise<Metadata> {
  const { category, service } = await params;
  return getService(category, service, "en") ? metadataFor(`${category}/${service}`, "en") : {};
}

export default async function Page({ params }: ServiceRouteProps) {
  setRequestLocale("en");
  const { category, service } = await params;
  if (!getService(category, service, "en")) notFound();
  return <ServicePage categoryId={category} serviceId={service} />;
}

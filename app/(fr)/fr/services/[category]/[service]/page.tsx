import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { ServicePage } from "@/components/pages/service-page";
import { router, setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

type ServiceRouteProps = { params: Promise<{ category: string; service: string }> };

// French category and service slugs come from the route table; nothing else exists.
export const dynamicParams = false;

const prefix = `${router.page("services", "fr")}`;

/** The table row of /fr/services/<category>/<service>/, if there is one. */
function entryOf({ category, service }: { category: string; service: string }) {
  const path = `${prefix}${decodeURIComponent(category)}/${decodeURIComponent(service)}/`;
  const entry = router.find(path);
  return entry?.fr === path && entry.id.includes("/") ? entry : undefined;
}

export function generateStaticParams() {
  return router
    .entries()
    .filter((entry) => entry.id.includes("/"))
    .map((entry) => {
      const [category = "", service = ""] = entry.fr.slice(prefix.length).split("/");
      return { category, service };
    });
}

export async function generateMetadata({ params }: ServiceRouteProps): Promise<Metadata> {
  const entry = entryOf(await params);
  return entry ? metadataFor(entry.id, "fr") : {};
}

export default async function Page({ params }: ServiceRouteProps) {
  setRequestLocale("fr");
  const entry = entryOf(await params);
  if (!entry) notFound();
  const [categoryId = "", serviceId = ""] = entry.id.split("/");
  return <ServicePage categoryId={categoryId} serviceId={serviceId} />;
}

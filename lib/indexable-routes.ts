import "server-only";
import { getAllServices } from "@/lib/content";
import { ROUTES } from "@/lib/routes";

/** Every page a crawler should index: the sitemap lists these and nothing else. */
export function getIndexablePaths(): string[] {
  const pages = [
    ROUTES.home,
    ROUTES.about,
    ROUTES.services,
    ROUTES.gallery,
    ROUTES.testimonials,
    ROUTES.contact,
    ROUTES.terms,
    ROUTES.privacy,
    ROUTES.refund,
    ROUTES.sitemap,
  ];
  return [...pages, ...getAllServices().map((service) => service.href)];
}

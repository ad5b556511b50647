import { type CategoryId } from "@/lib/schemas";

/** A GitHub project site lives under /<repo>/ (next.config.ts); "" everywhere else. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/+$/, "") ?? "";

/** For URLs Next does not prefix itself: manifest entries, plain <img>, window.location. */
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path}`;
}

/** Every internal href in one place; trailing slashes match the export (trailingSlash: true). */
export const ROUTES = {
  home: "/",
  about: "/about/",
  services: "/services/",
  gallery: "/gallery/",
  testimonials: "/testimonials/",
  contact: "/contact/",
  quote: "/contact/#quote",
  terms: "/terms-and-conditions/",
  privacy: "/privacy-policy/",
  refund: "/refund-policy/",
  sitemap: "/sitemap/",
} as const;

export type RouteKey = keyof typeof ROUTES;

/** The one shape every service link takes, dedicated or not (spec §2). */
export function serviceHref(categoryId: CategoryId | string, serviceId: string): string {
  return `/services/${categoryId}/${serviceId}/`;
}

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^+\d]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** usePathname() may or may not carry the trailing slash; compare paths in one form. */
export function isSamePath(pathname: string, href: string): boolean {
  const strip = (path: string) => path.split("#")[0]!.replace(/\/+$/, "") || "/";
  return strip(pathname) === strip(href);
}

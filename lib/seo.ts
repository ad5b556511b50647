import "server-only";
import { type Metadata } from "next";
import { getSite } from "@/lib/content";
import { type ResolvedService } from "@/lib/catalogue";
import { type PageMeta } from "@/lib/schemas";
import { getSiteUrl, isProductionBuild } from "@/lib/site-env";

export const SITE_URL = getSiteUrl();
export const OG_IMAGE = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
} as const;

function openGraphBase() {
  const site = getSite();
  return {
    siteName: site.name,
    locale: "en_CA",
    type: "website" as const,
    images: [{ ...OG_IMAGE, alt: `${site.name} – ${site.tagline}` }],
  };
}

export function rootMetadata(): Metadata {
  const site = getSite();
  return {
    metadataBase: new URL(`${SITE_URL}/`),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { ...openGraphBase(), title: site.name, description: site.description },
    twitter: { card: "summary_large_image" },
    robots: isProductionBuild() ? undefined : { index: false, follow: false },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

type BuildMetadataInput = PageMeta & {
  /** Site-relative path with its trailing slash, e.g. "/about/". */
  path: string;
  /** For the home page: the business name leads, "Name | Title", instead of the template. */
  brandFirst?: boolean;
};

/** Per-page metadata: page openGraph replaces the layout's, so the shared base is spread in. */
export function buildMetadata({
  title,
  description,
  path,
  brandFirst,
}: BuildMetadataInput): Metadata {
  const site = getSite();
  const fullTitle = brandFirst ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const base = openGraphBase();
  return {
    title: brandFirst ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: path },
    openGraph: { ...base, title: fullTitle, description, url: path },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description,
      images: base.images.map((image) => ({ url: image.url, alt: image.alt })),
    },
  };
}

/** Joined, not resolved: a production address with a path (a GitHub project site) keeps it. */
const absolute = (path: string) => `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;

export const BUSINESS_ID = `${SITE_URL}/#business`;

/** The business as schema.org HousePainter (a LocalBusiness); no ratings for our own testimonials. */
export function businessJsonLd() {
  const site = getSite();
  return {
    "@context": "https://schema.org",
    "@type": "HousePainter",
    "@id": BUSINESS_ID,
    name: site.name,
    description: site.description,
    url: absolute("/"),
    logo: absolute("/icon.svg"),
    image: absolute(OG_IMAGE.url),
    telephone: site.phones.office.e164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.lat, longitude: site.geo.lng },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.hours.openDays,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    areaServed: site.areaServed.map((name) => ({ "@type": "City", name })),
    priceRange: "$$",
  };
}

export function websiteJsonLd() {
  const site = getSite();
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: absolute("/"),
    inLanguage: "en-CA",
    publisher: { "@id": BUSINESS_ID },
  };
}

export function absoluteUrl(path: string): string {
  return absolute(path);
}

export function serviceJsonLd(service: ResolvedService) {
  const site = getSite();
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.shortDescription ?? service.longDescription[0],
    serviceType: service.name,
    category: service.categoryName,
    url: absolute(service.href),
    image: service.heroImageUrl,
    provider: { "@type": "HousePainter", "@id": BUSINESS_ID, name: site.name, url: absolute("/") },
    areaServed: site.areaServed.map((name) => ({ "@type": "City", name })),
  };
}

export function breadcrumbJsonLd(crumbs: { name: string; href: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.href),
    })),
  };
}

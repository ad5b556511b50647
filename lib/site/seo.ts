import "server-only";
import { type Metadata } from "next";
import { getPages, getPriceRanges, getSite, getUi, router } from "@/lib/content";
import { formatMoney, priceRange } from "@/lib/prices/price-range";
import { feedAlternates } from "@/lib/site/feed-link";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type Area } from "@/lib/schemas/business";
import { type Locale } from "@/lib/schemas/locales";
import { type PageMeta } from "@/lib/schemas/fields";
import { type ResolvedPhoto } from "@/lib/schemas/photo";
import { getSiteUrl, isProductionBuild } from "@/lib/site/site-env";
import { type Project, type ResolvedService, type Site } from "@/lib/content";

export const SITE_URL = getSiteUrl();

/**
 * Pages sent to someone rather than found (the review page the crew sends after a job):
 * noindex in every build, left out of the sitemap, linked from no page (docs/decisions/0016).
 */
export const UNLISTED_PAGES: ReadonlySet<string> = new Set(["review"]);
/** Every social card's size in pixels (scripts/build/social-images.mjs draws them so). */
const CARD_SIZE = { width: 1200, height: 630 } as const;
/** The brand card for pages outside the route table (the 404 page). */
const OG_IMAGE = { url: "/og-image.png", ...CARD_SIZE } as const;

/**
 * The build-time social card of a page (scripts/build/social-images.mjs draws it): its photo
 * under its title when the site serves that photo itself (an upload), else the words alone. A
 * stock photo's pixels are on its host, which the build does not fetch and the export check
 * cannot see; `npm run photos:import` brings them home, and their cards follow.
 */
export function socialCardOf(locale: Locale, id: string, photo?: ResolvedPhoto) {
  if (photo?.kind === "upload") {
    return { path: `/og/${locale}/${id}.jpg`, type: "image/jpeg", photo } as const;
  }
  return { path: `/og/${locale}/${id}.png`, type: "image/png", photo: undefined } as const;
}

function openGraphBase(locale: Locale) {
  const site = getSite(locale);
  const ui = getUi(locale);
  return {
    siteName: site.name,
    locale: ui.meta.ogLocale,
    alternateLocale: [ui.meta.ogLocaleAlternate],
    type: "website" as const,
    images: [{ ...OG_IMAGE, alt: `${site.name} – ${site.tagline}` }],
  };
}

export function rootMetadata(locale: Locale): Metadata {
  const site = getSite(locale);
  return {
    metadataBase: new URL(`${SITE_URL}/`),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    alternates: { types: feedAlternates(locale) },
    openGraph: { ...openGraphBase(locale), title: site.name, description: site.description },
    twitter: { card: "summary_large_image" },
    robots: isProductionBuild() ? undefined : { index: false, follow: false },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

type BuildMetadataInput = PageMeta & {
  /** Site-relative path with its trailing slash, e.g. "/about/" or "/fr/a-propos/". */
  path: string;
  locale: Locale;
  /** The photo that stands for the page (its hero's, or its first): its social card shows it. */
  photo?: ResolvedPhoto;
  /** For the home page: the business name leads, "Name | Title", instead of the template. */
  brandFirst?: boolean;
};

/** hreflang alternates of a route-table page: both languages, English as x-default. */
function languageAlternates(path: string): Record<string, string> | undefined {
  const entry = router.find(path);
  if (!entry) return undefined;
  return {
    [HTML_LANG.en]: entry.en,
    [HTML_LANG.fr]: entry.fr,
    "x-default": entry.en,
  };
}

/** Per-page metadata: page openGraph replaces the layout's, so the shared base is spread in. */
export function buildMetadata({
  title,
  description,
  path,
  locale,
  brandFirst,
  photo,
}: BuildMetadataInput): Metadata {
  const site = getSite(locale);
  const fullTitle = brandFirst ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const base = openGraphBase(locale);
  const entry = router.find(path);
  const card = entry ? socialCardOf(locale, entry.id, photo) : undefined;
  // A photo card is described by what its photo shows (the title is og:title already).
  const images = card
    ? [{ url: card.path, type: card.type, ...CARD_SIZE, alt: card.photo?.alt ?? fullTitle }]
    : base.images;
  return {
    ...(entry && UNLISTED_PAGES.has(entry.id) ? { robots: { index: false, follow: false } } : {}),
    title: brandFirst ? { absolute: fullTitle } : title,
    description,
    alternates: {
      canonical: path,
      languages: languageAlternates(path),
      types: feedAlternates(locale),
    },
    openGraph: { ...base, images, title: fullTitle, description, url: path },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description,
      images: images.map((image) => ({ url: image.url, alt: image.alt })),
    },
  };
}

/** Joined, not resolved: a production address with a path (a GitHub project site) keeps it. */
export const absoluteUrl = (path: string) =>
  `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;

/** The full-size file of a photo, as an absolute URL (an upload's is on this site). */
const photoFileUrl = (photo: ResolvedPhoto) =>
  photo.file.startsWith("/") ? absoluteUrl(photo.file) : photo.file;

export const BUSINESS_ID = `${SITE_URL}/#business`;

export const PROVINCE_NAMES = { ON: "Ontario", QC: "Québec" } as const;

/** A photo as schema.org's ImageObject. */
export const imageObjectOf = (photo: ResolvedPhoto) => ({
  "@type": "ImageObject",
  contentUrl: photoFileUrl(photo),
  width: photo.width,
  height: photo.height,
  caption: photo.alt,
});

/** A service named and linked, as schema.org's Service. */
export const serviceJsonLdRef = (service: { name: string; href: string }) => ({
  "@type": "Service",
  name: service.name,
  url: absoluteUrl(service.href),
});

/** The languages the business works in: the site's, the quotes', the contact point's. */
const LANGUAGES = [
  { "@type": "Language", name: "English", alternateName: "en" },
  { "@type": "Language", name: "French", alternateName: "fr" },
];

/** Cities as schema.org City; a community (Kanata) as a Place inside its city (Ottawa). */
function areaServedJsonLd(areas: Area[]) {
  return areas.map((area) =>
    area.partOf
      ? {
          "@type": "Place",
          name: area.name,
          containedInPlace: { "@type": "City", name: area.partOf },
        }
      : {
          "@type": "City",
          name: area.name,
          containedInPlace: { "@type": "State", name: PROVINCE_NAMES[area.province] },
        },
  );
}

/** The business as schema.org HousePainter (a LocalBusiness), in the page's language; no ratings for our own testimonials. */
export function businessJsonLd(locale: Locale) {
  const site = getSite(locale);
  const standIn = site.standIn ?? {};
  const credentials = credentialsJsonLd(site, locale);
  const sameAs = sameAsOf(site);
  return {
    "@context": "https://schema.org",
    "@type": "HousePainter",
    "@id": BUSINESS_ID,
    name: site.name,
    description: site.description,
    url: absoluteUrl(router.page("home", locale)),
    inLanguage: HTML_LANG[locale],
    availableLanguage: LANGUAGES,
    logo: absoluteUrl("/icon.svg"),
    image: absoluteUrl(OG_IMAGE.url),
    // A stand-in is never stated to search engines (docs/decisions/0014).
    ...(standIn.phones ? {} : { telephone: site.phones.office.e164 }),
    ...(standIn.email ? {} : { email: site.email }),
    ...(standIn.address
      ? {}
      : {
          address: {
            "@type": "PostalAddress",
            streetAddress: site.streetAddress,
            addressLocality: site.address.city,
            addressRegion: site.address.region,
            postalCode: site.address.postalCode,
            addressCountry: site.address.country,
          },
          geo: { "@type": "GeoCoordinates", latitude: site.geo.lat, longitude: site.geo.lng },
        }),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.hours.openDays,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    areaServed: areaServedJsonLd(site.areaServed),
    ...(credentials.length ? { hasCredential: credentials } : {}),
    ...(site.credentials.memberships?.length
      ? {
          memberOf: site.credentials.memberships.map((name) => ({
            "@type": "Organization",
            name,
          })),
        }
      : {}),
    ...offersJsonLd(locale),
    ...(sameAs.length ? { sameAs } : {}),
    ...(standIn.phones
      ? {}
      : {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: getUi(locale).credentials.structuredData.quoteContact,
            // The quote form's number (docs/decisions/0001).
            telephone: site.phones.whatsapp.e164,
            ...(standIn.email ? {} : { email: site.email }),
            url: absoluteUrl(router.page("quote", locale)),
            availableLanguage: LANGUAGES,
            areaServed: areaServedJsonLd(site.areaServed),
          },
        }),
  };
}

/** The business's own profiles elsewhere: its review profiles and social pages, none a stand-in. */
function sameAsOf(site: Site): string[] {
  const reviews = site.standIn?.reviews ? [] : (site.credentials.reviews ?? []).map((p) => p.read);
  // A social link is "#" until the business has the page.
  const socials = site.socials
    .map((social) => social.href)
    .filter((href) => /^https:\/\//.test(href));
  return [...new Set([...reviews, ...socials])];
}

type Rates = ReturnType<typeof getPriceRanges>[number]["services"][number];

/** A service's figures per unit, before tax, as its rate file gives them. */
function priceSpecification(rates: Rates, locale: Locale) {
  return {
    "@type": "UnitPriceSpecification",
    minPrice: rates.low,
    maxPrice: rates.high,
    priceCurrency: "CAD",
    valueAddedTaxIncluded: false,
    unitText: getPages(locale).prices.units[rates.unit].per,
  };
}

/**
 * What the rate files say a job costs, before tax, in CAD: an offer per service whose figures
 * the owner confirmed (its low and high per unit), and the business's price range (the
 * smallest job of its cheapest service to that of its dearest, minimum charge and fees
 * included, on the Ontario side) only once every service's figures are confirmed. Stand-in
 * rates are never stated (docs/decisions/0014).
 */
function offersJsonLd(locale: Locale) {
  const services = getPriceRanges(locale).flatMap((category) => category.services);
  const confirmed = services.filter((service) => !service.standIn);
  const smallest = confirmed.map(
    (service) => priceRange([{ rate: service, size: 1 }], "on")!.range,
  );
  return {
    ...(confirmed.length && confirmed.length === services.length
      ? {
          priceRange: `${formatMoney(Math.min(...smallest.map((r) => r.low)), locale)}–${formatMoney(
            Math.max(...smallest.map((r) => r.high)),
            locale,
          )}`,
        }
      : {}),
    ...(confirmed.length
      ? {
          makesOffer: confirmed.map((service) => ({
            "@type": "Offer",
            itemOffered: serviceJsonLdRef(service),
            priceSpecification: priceSpecification(service, locale),
          })),
        }
      : {}),
  };
}

/**
 * The licence and certificates a client can ask to see, none while a stand-in; ratings and
 * reviews are not marked up.
 */
function credentialsJsonLd(site: Site, locale: Locale) {
  const names = getUi(locale).credentials.structuredData;
  const standIn = site.standIn ?? {};
  const credential = (category: string, name: string, by: string | undefined) => ({
    "@type": "EducationalOccupationalCredential",
    credentialCategory: category,
    name,
    ...(by ? { recognizedBy: { "@type": "Organization", name: by } } : {}),
  });
  return [
    site.rbqLicence && !standIn.rbqLicence
      ? credential("license", `RBQ ${site.rbqLicence}`, "Régie du bâtiment du Québec")
      : null,
    site.credentials.wsibClearance && !standIn.wsibClearance
      ? credential("certificate", names.wsibCertificate, names.wsibBoard)
      : null,
    site.credentials.insurance?.amount && !standIn.insurance
      ? credential("certificate", names.liabilityInsurance, site.credentials.insurance.insurer)
      : null,
  ].filter(Boolean);
}

export function websiteJsonLd(locale: Locale) {
  const site = getSite(locale);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl(router.page("home", locale)),
    inLanguage: HTML_LANG[locale],
    publisher: { "@id": BUSINESS_ID },
  };
}

export function serviceJsonLd(service: ResolvedService, locale: Locale) {
  const site = getSite(locale);
  const rates = getPriceRanges(locale)
    .flatMap((category) => category.services)
    .find((item) => item.id === service.id);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.summary,
    serviceType: service.name,
    category: service.categoryName,
    url: absoluteUrl(service.href),
    ...(service.heroPhoto.standIn ? {} : { image: photoFileUrl(service.heroPhoto) }),
    inLanguage: HTML_LANG[locale],
    provider: {
      "@type": "HousePainter",
      "@id": BUSINESS_ID,
      name: site.name,
      url: absoluteUrl(router.page("home", locale)),
    },
    areaServed: areaServedJsonLd(site.areaServed),
    // Figures the owner has not confirmed are never stated (docs/decisions/0014).
    ...(rates && !rates.standIn
      ? {
          offers: {
            "@type": "Offer",
            url: absoluteUrl(router.page("prices", locale)),
            priceSpecification: priceSpecification(rates, locale),
          },
        }
      : {}),
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
      item: absoluteUrl(crumb.href),
    })),
  };
}

/**
 * A finished job as schema.org reads a case study: an Article about the services it used,
 * set in its place, with its photos; published by the business. No rating markup. An example
 * project is no job at all: nothing is said of it, and no stock photo is called the work.
 */
export function projectJsonLd(project: Project, locale: Locale) {
  if (project.standIn) return null;
  const images = [...project.pairs.flatMap((pair) => [pair.before, pair.after]), ...project.photos]
    .filter((photo) => !photo.standIn)
    .map(imageObjectOf);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: project.title,
    description: project.summary,
    url: absoluteUrl(project.href),
    inLanguage: HTML_LANG[locale],
    dateCreated: project.date,
    ...(images.length ? { image: images } : {}),
    about: project.services.map(serviceJsonLdRef),
    contentLocation: { "@type": "Place", name: project.area },
    author: { "@id": BUSINESS_ID },
    publisher: { "@id": BUSINESS_ID },
  };
}

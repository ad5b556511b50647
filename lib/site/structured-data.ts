import "server-only";
import { type Area, type Guide, getSite, type Question } from "@/lib/content";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";
import { PAINT_CLAIM } from "@/lib/content/stand-ins";
import {
  absoluteUrl,
  BUSINESS_ID,
  imageObjectOf,
  PROVINCE_NAMES,
  serviceJsonLdRef,
} from "@/lib/site/seo";

/*
 * The structured data of the guides, service areas and questions (lib/site/seo.ts has the rest):
 * the business is referred to by the same @id as its HousePainter description on every page.
 */
const BUSINESS = { "@id": BUSINESS_ID };

/** A guide as schema.org's BlogPosting: its dates, its author (a team member), its photo. */
export function guideJsonLd(guide: Guide, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: guide.title,
    description: guide.summary,
    url: absoluteUrl(guide.href),
    mainEntityOfPage: absoluteUrl(guide.href),
    inLanguage: HTML_LANG[locale],
    datePublished: guide.published,
    dateModified: guide.updated,
    // A stand-in (an example author, a stock photo) is never stated (docs/decisions/0014).
    author: guide.author.standIn
      ? BUSINESS
      : {
          "@type": "Person",
          name: guide.author.name,
          ...(guide.author.role && { jobTitle: guide.author.role }),
          worksFor: BUSINESS,
        },
    publisher: BUSINESS,
    ...(guide.photo.standIn ? {} : { image: imageObjectOf(guide.photo) }),
    about: guide.services.map(serviceJsonLdRef),
  };
}

/**
 * A service area's page: the business serving that place (areaServed), with the services
 * done there, as a WebPage about it.
 */
export function areaJsonLd(area: Area, locale: Locale) {
  const site = getSite(locale);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: area.name,
    description: area.summary,
    url: absoluteUrl(area.href),
    inLanguage: HTML_LANG[locale],
    about: {
      ...BUSINESS,
      "@type": "HousePainter",
      name: site.name,
      areaServed: {
        "@type": "Place",
        name: area.name,
        containedInPlace: {
          "@type": "City",
          name: area.city,
          containedInPlace: { "@type": "State", name: PROVINCE_NAMES[area.province] },
        },
      },
      makesOffer: area.services.map((service) => ({
        "@type": "Offer",
        itemOffered: serviceJsonLdRef(service),
      })),
    },
  };
}

/**
 * Only for questions the page shows (a service page's, the FAQ page's); an answer that makes a
 * paint claim the business has not yet backed stays on the page, out of the data.
 */
export function faqJsonLd(questions: Question[], locale: Locale) {
  const claimsStand = getSite(locale).standIn?.paintClaims;
  const stated = questions.filter(
    (item) => !(claimsStand && PAINT_CLAIM.test(`${item.question} ${item.answerText}`)),
  );
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: HTML_LANG[locale],
    mainEntity: stated.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answerText },
    })),
  };
}

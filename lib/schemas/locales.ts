/*
 * The site's languages and the fields of the bilingual files that every language shares.
 */
import { photoSharedFields } from "@/lib/schemas/photo";

/** The first is the default: the CMS validates it first and stores shared fields under it. */
export const LOCALES = ["en", "fr"] as const;

/**
 * Fields of the bilingual files that are the same in every language (a photo's file, an icon, a
 * link target): entered once, under the default language (`i18n: false` in the CMS).
 */
export const SHARED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "pages/home.yml": [
    ...photoSharedFields("hero.photo"),
    "servicesTeaser.cta.route",
    ...photoSharedFields("teamStrip.photos[]"),
    "whyChooseUs.points[].icon",
    "testimonials.cta.route",
  ],
  "pages/about.yml": [...photoSharedFields("photo"), "reasons.points[].icon"],
  "testimonial-quotes.yml": ["items[].id"],
  "gallery-photos.yml": photoSharedFields("items[].photo"),
  "team.yml": ["members[].id"],
};

export type Locale = (typeof LOCALES)[number];

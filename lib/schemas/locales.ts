/*
 * The site's languages and the fields of the bilingual files that every language shares.
 */
import { sharedPaths } from "@/lib/schemas/form-meta";
import { AboutFileSchema, HomeFileSchema, TestimonialsTextFileSchema } from "@/lib/schemas/pages";
import { GalleryFileSchema } from "@/lib/schemas/photo";
import { TeamFileSchema } from "@/lib/schemas/team";

/** The first is the default: the CMS validates it first and stores shared fields under it. */
export const LOCALES = ["en", "fr"] as const;

/**
 * Fields of the bilingual files that are the same in every language (a photo's file, an icon, a
 * link target), marked `shared` beside the field in its schema: entered once, under the default
 * language (`i18n: false` in the CMS), and copied to the others by the loader.
 */
export const SHARED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "pages/home.yml": sharedPaths(HomeFileSchema),
  "pages/about.yml": sharedPaths(AboutFileSchema),
  "testimonial-quotes.yml": sharedPaths(TestimonialsTextFileSchema),
  "gallery-photos.yml": sharedPaths(GalleryFileSchema),
  "team.yml": sharedPaths(TeamFileSchema),
};

export type Locale = (typeof LOCALES)[number];

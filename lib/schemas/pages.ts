/*
 * The words of each page (content/pages/*.yml), the testimonials, and the legal pages' front
 * matter (content/legal/).
 */
import { z } from "zod";
import {
  PageMetaSchema,
  PointSchema,
  ProcessStepSchema,
  paragraphs,
  slug,
  text,
  translationNote,
  uniqueIds,
} from "@/lib/schemas/fields";
import { PhotoSchema } from "@/lib/schemas/photo";
import { CtaSchema } from "@/lib/schemas/routes";

export const SharedTestimonialsFileSchema = z
  .array(
    z.object({
      id: slug,
      /** Whole stars out of 5, shown as filled and empty stars. */
      rating: z.number().int().min(0).max(5),
      /** The service area the job was in, by id (content/areas/<id>.en.md), optional. */
      serviceArea: slug.optional(),
    }),
  )
  .length(8, "the testimonials page shows exactly 8")
  .superRefine(uniqueIds);

export const HomeFileSchema = z.object({
  translationNote,
  meta: PageMetaSchema,
  hero: z.object({ eyebrow: text, intro: text, photo: PhotoSchema }),
  servicesTeaser: z.object({ heading: text, intro: text, cta: CtaSchema }),
  teamStrip: z.object({ heading: text, intro: text, photos: z.array(PhotoSchema).min(3) }),
  whyChooseUs: z.object({ heading: text, intro: text, points: z.array(PointSchema).min(3) }),
  process: z.object({ heading: text, intro: text, steps: z.array(ProcessStepSchema).length(4) }),
  testimonials: z.object({ heading: text, intro: text, cta: CtaSchema }),
  closingCta: z.object({ heading: text, body: text }),
});

export const AboutFileSchema = z.object({
  translationNote,
  meta: PageMetaSchema,
  heading: text,
  intro: text,
  photo: PhotoSchema,
  story: z.object({ heading: text, paragraphs }),
  mission: z.object({ heading: text, body: text }),
  vision: z.object({ heading: text, body: text }),
  /** Names the band that holds both, for screen readers ("Our mission and our vision"). */
  missionAndVisionLabel: text,
  reasons: z.object({ heading: text, points: z.array(PointSchema).length(3) }),
});

/** Title, description, heading and intro of a page whose body comes from other content. */
const PageIntroSchema = z.object({
  translationNote,
  meta: PageMetaSchema,
  heading: text,
  intro: text,
});

/** The pages whose words live in content/pages/<page>.yml besides home and about. */
export const PAGE_TEXT_KEYS = [
  "services",
  "projects",
  "gallery",
  "testimonials",
  "contact",
  "sitemap",
  "guides",
  "areas",
  "faq",
] as const;

/**
 * The words of those pages, one file each: `PagesFileSchema.shape.gallery` parses
 * pages/gallery.yml.
 */
export const PagesFileSchema = z.object({
  services: PageIntroSchema,
  projects: PageIntroSchema,
  gallery: PageIntroSchema,
  testimonials: PageIntroSchema.extend({
    /** The spec asks for a note that the testimonials are representative examples. */
    note: text,
  }),
  contact: PageIntroSchema.extend({
    formHeading: text,
    formIntro: text,
    detailsHeading: text,
    mapHeading: text,
  }),
  sitemap: PageIntroSchema,
  guides: PageIntroSchema,
  areas: PageIntroSchema,
  faq: PageIntroSchema,
});

export const TestimonialsTextFileSchema = z.object({
  translationNote,
  items: z
    .array(
      z.object({
        id: slug,
        quote: text,
        author: text,
        projectType: text.optional(),
        /** Neighbourhood or city, e.g. "Orléans". */
        location: text.optional(),
      }),
    )
    .superRefine(uniqueIds),
});

export const LegalFrontMatterSchema = z.object({
  title: text,
  translationNote,
  meta: PageMetaSchema,
  /** ISO date the text was last changed. */
  lastUpdated: z.iso.date(),
  intro: text,
});

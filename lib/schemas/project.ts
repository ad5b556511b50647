import { z } from "zod";
import { PhotoSchema, photoSharedFields } from "@/lib/schemas/photo";

/*
 * Front matter of content/projects/<name>.<locale>.md: one finished job, in one language; the
 * body is its story. The facts marked "both languages" are written once, in the English file
 * (PROJECT_FACTS), and so are the photos' files (PROJECT_PHOTO_FACTS): the other languages'
 * files hold the photos' alt texts only; the loader gives them the rest.
 */

const text = z.string().trim().min(1, "must not be empty");
const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** What a project may point at: the catalogue's services, the places served, the testimonials. */
export type ProjectCatalogue = {
  services: string[];
  areas: string[];
  /** The service areas' ids (content/areas/<id>.en.md). */
  serviceAreas: string[];
  testimonials: string[];
};

// With no value to choose from (no service area yet), every value is refused.
const oneOf = (values: string[], what: string) =>
  values.length
    ? z.enum(values as [string, ...string[]], { error: `must be one of ${what}` })
    : z.never({ error: `must be one of ${what}, and there is none` });

export const projectFrontMatterSchema = (catalogue: ProjectCatalogue) =>
  z.object({
    title: text,
    /** The page's address in this language; the English one is the file's name. */
    address: id,
    /** Cards and search results show it whole. */
    summary: z
      .string()
      .trim()
      .min(70, "must be at least 70 characters")
      .max(160, "must be at most 160 characters")
      .regex(/[.!?…»)]$/, "must end a sentence (with . ! or ?)"),
    translationNote: text.optional(),
    /** Both languages: labelled on the page as an example, not a client's job. */
    example: z.boolean().default(false),
    /** Both languages: the client agreed in writing to the publication of these photos. */
    consent: z.literal(true, {
      error: "must be ticked: the client's written agreement to publish these photos comes first",
    }),
    /** Both languages: the month the job was finished, YYYY-MM. */
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM, e.g. 2025-06"),
    /** Both languages: a place of content/shared/business.yml's areaServed. */
    area: oneOf(catalogue.areas, "the places of content/shared/business.yml (areaServed)"),
    /**
     * Both languages, optional: the service area whose page lists this job, by id (the file
     * name of content/areas/<id>.en.md). An area page exists only with such local work.
     */
    serviceArea: oneOf(
      catalogue.serviceAreas,
      "the service areas (the file names of content/areas/, without .en.md)",
    ).optional(),
    /** Both languages: ids of catalogue services (content/shared/services.yml). */
    services: z
      .array(oneOf(catalogue.services, "the services of content/shared/services.yml"))
      .min(1, "needs at least one service"),
    duration: text,
    products: z.array(text).optional(),
    /** Before/after photo pairs (their files in English, their words in each language). */
    pairs: z
      .array(
        z.object({
          before: PhotoSchema,
          after: PhotoSchema,
          caption: text.optional(),
        }),
      )
      .min(1, "needs at least one before/after pair"),
    photos: z.array(PhotoSchema).optional(),
    /** Both languages: the id of a testimonial (content/shared/testimonial-ratings.yml). */
    testimonial: oneOf(
      catalogue.testimonials,
      "the testimonials of content/shared/testimonial-ratings.yml",
    ).optional(),
  });

export type ProjectFrontMatter = z.infer<ReturnType<typeof projectFrontMatterSchema>>;

/**
 * Facts of the job, stated once, in the English file (the CMS's `i18n: false`): the loader
 * gives the other languages the English value, and refuses a file that states a different one.
 */
export const PROJECT_FACTS = [
  "consent",
  "example",
  "date",
  "area",
  "serviceArea",
  "services",
  "testimonial",
] as const;

/** The photos' files and sizes, also in the English file only (i18n: false). */
export const PROJECT_PHOTO_FACTS = [
  ...photoSharedFields("pairs[].before"),
  ...photoSharedFields("pairs[].after"),
  ...photoSharedFields("photos[]"),
];

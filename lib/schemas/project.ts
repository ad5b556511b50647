import { z } from "zod";
import {
  oneOf as oneOfIds,
  pageTitle,
  slug,
  text,
  textList,
  translation,
} from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { PhotoSchema } from "@/lib/schemas/photo";
import { standIn } from "@/lib/content/stand-ins/marks";

/*
 * Front matter of content/projects/<name>.<locale>.md: one finished job, in one language; the
 * body is its story. The facts marked `shared` are written once, in the English file, and so
 * are the photos' files: the other languages' files hold the photos' alt texts only; the loader
 * gives them the rest (the registry's `sharedFields`, lib/registry/registry.ts).
 */

/**
 * What a project may point at: the catalogue's services, the places served, the testimonials;
 * `serviceNames` labels the services in the CMS's form.
 */
export type ProjectChoices = {
  services: string[];
  areas: string[];
  /** The service areas' ids (content/areas/<id>.en.md). */
  serviceAreas: string[];
  testimonials: string[];
  serviceNames?: Record<string, string>;
};

/** A before/after photo pair: its files in English, its words in each language. */
const PhotoPairSchema = z.object({
  before: field(PhotoSchema, { label: "Before" }),
  after: field(PhotoSchema, { label: "After" }),
  caption: field(text.optional(), { label: "Caption" }),
});

// With no value to choose from (no service area yet), every value is refused.
const oneOf = (values: string[], what: string) =>
  values.length
    ? oneOfIds(values, what)
    : z.never({ error: `must be one of ${what}, and there is none` });

export const projectFrontMatterSchema = (choices: ProjectChoices) =>
  z.object({
    title: pageTitle,
    /** The page's address in this language; the English one is the file's name. */
    address: field(slug, {
      label: "Page address in this language (lower-case words joined by hyphens)",
      hint: "The English one becomes the file's name: choose it before the first save.",
    }),
    /** Cards and search results show it whole. */
    summary: field(
      z
        .string()
        .trim()
        .min(70, "must be at least 70 characters")
        .max(160, "must be at most 160 characters")
        .regex(/[.!?…»)]$/, "must end a sentence (with . ! or ?)"),
      { label: "Summary (cards and search results; a whole sentence)", widget: "text" },
    ),
    ...translation,
    /** The client agreed in writing to the publication of these photos. */
    consent: field(
      z.literal(true, {
        error: "must be ticked: the client's written agreement to publish these photos comes first",
      }),
      {
        label: "The client agreed in writing to publish these photos",
        hint: "Tick it only with the client's written agreement: the form and the build refuse a project without it.",
        shared: true,
      },
    ),
    /** Labelled wherever it shows as an example, not a client's job (docs/decisions/0014). */
    standIn: standIn(
      "Example project (not a real client's job; labelled as such wherever it shows)",
    ),
    /** The month the job was finished, YYYY-MM. */
    date: field(
      z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM, e.g. 2025-06"),
      { label: "Month finished", widget: "month", shared: true },
    ),
    /** A place of content/shared/business.yml's areaServed. */
    area: field(oneOf(choices.areas, "the places of content/shared/business.yml (areaServed)"), {
      label: "Where (a place the business serves)",
      shared: true,
      choices: {
        collection: "shared",
        file: "business",
        value: "areaServed.*.name",
        label: "areaServed.*.name",
      },
    }),
    /**
     * Optional: the service area whose page lists this job, by id (the file name of
     * content/areas/<id>.en.md). An area page exists only with such local work.
     */
    serviceArea: field(
      oneOf(
        choices.serviceAreas,
        "the service areas (the file names of content/areas/, without .en.md)",
      ).optional(),
      {
        label: "Service area (its page lists this project)",
        hint: "An area's page exists only with a project or a testimonial there: add the area under Service areas first.",
        shared: true,
        choices: { collection: "areas", value: "{{slug}}", label: "name" },
      },
    ),
    /** Ids of catalogue services (content/shared/services.yml). */
    services: field(
      z
        .array(oneOf(choices.services, "the services of content/shared/services.yml"))
        .min(1, "needs at least one service"),
      { label: "Services used", shared: true, optionLabels: choices.serviceNames },
    ),
    duration: field(text, { label: "Duration (e.g. 4 working days)" }),
    products: textList("Products and colours", { name: "product", label: "Product or colour" }),
    pairs: field(z.array(PhotoPairSchema).min(1, "needs at least one before/after pair"), {
      label: "Before and after photos",
      summary: "{{fields.before.alt}}",
    }),
    photos: field(z.array(PhotoSchema).optional(), {
      label: "More photos",
      summary: "{{fields.alt}}",
    }),
    /** The id of a testimonial (content/shared/testimonial-ratings.yml). */
    testimonial: field(
      oneOf(
        choices.testimonials,
        "the testimonials of content/shared/testimonial-ratings.yml",
      ).optional(),
      {
        label: "The client's words (a testimonial)",
        shared: true,
        choices: {
          collection: "lists",
          file: "testimonials",
          value: "items.*.id",
          label: "items.*.author",
          search: ["items.*.author", "items.*.id"],
        },
      },
    ),
  });

export type ProjectFrontMatter = z.infer<ReturnType<typeof projectFrontMatterSchema>>;

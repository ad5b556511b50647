/*
 * The service catalogue: its categories and services (content/shared/services.yml), their
 * words and photos per language (content/services/), and the defaults of a service without its
 * own text.
 */
import { z } from "zod";
import {
  IconNameSchema,
  longText,
  metaDescription,
  slug,
  text,
  translation,
  uniqueIds,
} from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { PhotoSchema } from "@/lib/schemas/photo";

export const CATEGORY_IDS = ["residential", "commercial"] as const;

/**
 * How many services each category lists (docs/decisions/0002). The services' ids and order are
 * written once, in content/shared/services.yml; the route table, the CMS's choices and the pages
 * follow that file, and a content test holds it to the fixed catalogue, word for word.
 */
const SERVICE_COUNTS = { residential: 7, commercial: 10 } as const satisfies Record<
  (typeof CATEGORY_IDS)[number],
  number
>;

const CategoryIdSchema = z.enum(CATEGORY_IDS);

const icon = field(IconNameSchema, { label: "Icon" });
const SharedServiceSchema = z.object({ id: field(slug, { label: "Service id" }), icon });

export const ServicesFileSchema = z.object({
  categories: field(
    z
      .array(
        z.object({
          id: field(CategoryIdSchema, { label: "Category" }),
          icon,
          services: field(z.array(SharedServiceSchema).min(1).superRefine(uniqueIds), {
            label: "Services",
            summary: "{{fields.id}}",
            fixedList: true,
            // Each service said by its name, read from its page's entry when the form opens.
            decap: {
              summary_names: CATEGORY_IDS.map((collection) => ({
                collection,
                id: "{{slug}}",
                name: "name",
              })),
            },
          }),
        }),
      )
      .superRefine((categories, ctx) => {
        const ids = categories.map((category) => category.id);
        if (ids.join() !== CATEGORY_IDS.join()) {
          ctx.addIssue({
            code: "custom",
            message: `categories must be ${CATEGORY_IDS.join(" then ")}, found ${ids.join(", ") || "none"}`,
          });
          return;
        }
        categories.forEach((category, index) => {
          const expected = SERVICE_COUNTS[category.id];
          if (category.services.length !== expected) {
            ctx.addIssue({
              code: "custom",
              path: [index, "services"],
              message: `must list the ${expected} ${category.id} services of the catalogue, found ${category.services.length}`,
            });
          }
        });
      }),
    {
      label: "Categories",
      hint: "The site's addresses, menus and quote form are built on these ids, in this order: they stay as they are. Each service's words and photos are under Residential services and Commercial services.",
      summary: "{{fields.id}}",
      fixedList: true,
    },
  ),
});

const CategoryTextSchema = z.object({
  /** One or two sentences introducing the category on /services. */
  intro: longText("Introduction"),
});

export const CategoriesTextFileSchema = z.object({
  residential: field(CategoryTextSchema, { label: "Residential" }),
  commercial: field(CategoryTextSchema, { label: "Commercial" }),
  ...translation,
});

const highlight = { name: "feature", label: "Highlight" };

/** Front matter of content/services/<category>/<id>.<locale>.md; the body is the long description. */
export const ServiceFrontMatterSchema = z.object({
  name: field(text, { label: "Service name" }),
  shortDescription: field(text.optional(), {
    label: "Short description (service cards)",
    widget: "text",
  }),
  /** The page's meta and social description: 70–160 characters, a whole sentence. */
  description: field(metaDescription, {
    label: "Search result description (a whole sentence)",
    widget: "text",
  }),
  ...translation,
  /** Highlights; the detail page falls back to seven defaults when absent. */
  features: field(z.array(text).min(1).max(12).optional(), {
    label: "Highlights (empty for the defaults)",
    summary: "{{fields.feature}}",
    item: highlight,
  }),
  /**
   * The photos that let the team give a first idea over WhatsApp, shown once the quote message
   * is ready; the message ends with how many (docs/decisions/0018).
   */
  photoList: field(z.array(text).min(1, "needs at least one photo").max(6, "at most 6 photos"), {
    label: "Photos to ask for (shown after the quote message)",
    summary: "{{fields.photo}}",
    item: { name: "photo", label: "Photo" },
  }),
  /** The page's first photo, also on the service's cards. */
  heroPhoto: field(PhotoSchema, { label: "Hero photo (also on the service's cards)" }),
  /** A second photo under the long description, if the service has one. */
  detailPhoto: field(PhotoSchema.optional(), { label: "Second photo (under the description)" }),
});

export const ServiceDefaultsFrontMatterSchema = z.object({
  features: field(z.array(text).length(7, "exactly seven default highlights"), {
    label: "Default highlights (exactly 7)",
    summary: "{{fields.feature}}",
    item: highlight,
  }),
  ...translation,
});

export type CategoryId = z.infer<typeof CategoryIdSchema>;

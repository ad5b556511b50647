/*
 * The service catalogue: its categories and services (content/shared/services.yml), their
 * words and photos per language (content/services/), and the defaults of a service without its
 * own text.
 */
import { z } from "zod";
import {
  IconNameSchema,
  metaDescription,
  slug,
  text,
  translationNote,
  uniqueIds,
} from "@/lib/schemas/fields";
import { PhotoSchema, photoSharedFields } from "@/lib/schemas/photo";

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

const SharedServiceSchema = z.object({ id: slug, icon: IconNameSchema });

export const ServicesFileSchema = z.object({
  categories: z
    .array(
      z.object({
        id: CategoryIdSchema,
        icon: IconNameSchema,
        services: z.array(SharedServiceSchema).min(1).superRefine(uniqueIds),
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
});

const CategoryTextSchema = z.object({
  /** One or two sentences introducing the category on /services. */
  intro: text,
});

export const CategoriesTextFileSchema = z.object({
  translationNote,
  residential: CategoryTextSchema,
  commercial: CategoryTextSchema,
});

/** Front matter of content/services/<category>/<id>.<locale>.md; the body is the long description. */
export const ServiceFrontMatterSchema = z.object({
  name: text,
  translationNote,
  /** The page's meta and social description: 70–160 characters, a whole sentence. */
  description: metaDescription,
  shortDescription: text.optional(),
  /** Highlights; the detail page falls back to seven defaults when absent. */
  features: z.array(text).min(1).max(12).optional(),
  /** The page's first photo, also on the service's cards. */
  heroPhoto: PhotoSchema,
  /** A second photo under the long description, if the service has one. */
  detailPhoto: PhotoSchema.optional(),
});

/** Fields of a service's text entered once, in its English file (its photos' files and sizes). */
export const SERVICE_SHARED_FIELDS = [
  ...photoSharedFields("heroPhoto"),
  ...photoSharedFields("detailPhoto"),
];

export const ServiceDefaultsFrontMatterSchema = z.object({
  translationNote,
  features: z.array(text).length(7, "exactly seven default highlights"),
});

export type CategoryId = z.infer<typeof CategoryIdSchema>;

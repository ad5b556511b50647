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

/** The catalogue's ids, in their fixed order (docs/decisions/0002). */
const SPEC_SERVICE_IDS = {
  residential: [
    "interior-painting",
    "drywall-repair",
    "accent-feature-walls",
    "exterior-painting",
    "property-maintenance-painting-residential",
    "new-construction-painting-residential",
    "stairs-railings-baseboards",
  ],
  commercial: [
    "interior-commercial-painting",
    "exterior-commercial-painting",
    "commercial-siding-trim",
    "property-maintenance-painting-commercial",
    "condo-apartment-painting",
    "new-construction-painting-commercial",
    "industrial-warehouse-painting",
    "restaurants-office-retail-painting",
    "maintenance-contract-painting",
    "parking-lot-line-painting",
  ],
} as const satisfies Record<(typeof CATEGORY_IDS)[number], readonly string[]>;

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
        const expected: readonly string[] = SPEC_SERVICE_IDS[category.id];
        const found = category.services.map((service) => service.id);
        const missing = expected.filter((id) => !found.includes(id));
        const extra = found.filter((id) => !expected.includes(id));
        if (missing.length || extra.length || found.join() !== expected.join()) {
          ctx.addIssue({
            code: "custom",
            path: [index, "services"],
            message: [
              `must list the spec's ${expected.length} ${category.id} services in the spec's order`,
              missing.length ? `missing service ${missing.map((id) => `"${id}"`).join(", ")}` : "",
              extra.length ? `unknown service ${extra.map((id) => `"${id}"`).join(", ")}` : "",
            ]
              .filter(Boolean)
              .join("; "),
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

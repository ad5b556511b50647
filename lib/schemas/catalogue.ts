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
import { field, sharedPaths } from "@/lib/schemas/form-meta";
import { PhotoSchema } from "@/lib/schemas/photo";

export const CATEGORY_IDS = ["residential", "commercial"] as const;

/** Spec §2: the catalogue's ids, in the order the spec lists them. */
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
                missing.length
                  ? `missing service ${missing.map((id) => `"${id}"`).join(", ")}`
                  : "",
                extra.length ? `unknown service ${extra.map((id) => `"${id}"`).join(", ")}` : "",
              ]
                .filter(Boolean)
                .join("; "),
            });
          }
        });
      }),
    {
      label: "Categories",
      hint: "The specification fixes the ids and their order. Each service's words and photos are under Residential services and Commercial services.",
      summary: "{{fields.id}}",
      fixedList: true,
    },
  ),
});

const CategoryTextSchema = z.object({
  /** One or two sentences introducing the category on /services. */
  intro: field(text, { label: "Introduction", widget: "text" }),
});

export const CategoriesTextFileSchema = z.object({
  residential: field(CategoryTextSchema, { label: "Residential" }),
  commercial: field(CategoryTextSchema, { label: "Commercial" }),
  translationNote,
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
  translationNote,
  /** Highlights; the detail page falls back to seven defaults when absent. */
  features: field(z.array(text).min(1).max(12).optional(), {
    label: "Highlights (empty for the defaults)",
    summary: "{{fields.feature}}",
    item: highlight,
  }),
  /** The page's first photo, also on the service's cards. */
  heroPhoto: field(PhotoSchema, { label: "Hero photo (also on the service's cards)" }),
  /** A second photo under the long description, if the service has one. */
  detailPhoto: field(PhotoSchema.optional(), { label: "Second photo (under the description)" }),
});

/** Fields of a service's text entered once, in its English file (its photos' files and sizes). */
export const SERVICE_SHARED_FIELDS = sharedPaths(ServiceFrontMatterSchema);

export const ServiceDefaultsFrontMatterSchema = z.object({
  features: field(z.array(text).length(7, "spec §2: seven default highlights"), {
    label: "Default highlights (exactly 7)",
    summary: "{{fields.feature}}",
    item: highlight,
  }),
  translationNote,
});

export type CategoryId = z.infer<typeof CategoryIdSchema>;

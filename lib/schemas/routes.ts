/*
 * The route table (content/shared/routes.yml): every page's slug in each language, the
 * fragment ids, and the page a call-to-action points at.
 */
import { z } from "zod";
import { slug, text } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { PAGE_KEYS } from "@/lib/schemas/page-keys";

const RouteSlugSchema = z.string().regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, "must be a URL slug");
const LocalizedSlugSchema = z.object({ en: RouteSlugSchema, fr: RouteSlugSchema });

// Written from the table by scripts/build/routes.mjs (npm run routes), so a new row is a new key.
export { PAGE_KEYS };

export const RoutesFileSchema = z.object({
  pages: z.object(
    Object.fromEntries(PAGE_KEYS.map((key) => [key, LocalizedSlugSchema])) as {
      [K in (typeof PAGE_KEYS)[number]]: typeof LocalizedSlugSchema;
    },
  ),
  /** Fragment ids in each language: a French address carries a French "#…" (OQLF). */
  anchors: z.object({ quote: LocalizedSlugSchema }),
  categories: z.object({ residential: LocalizedSlugSchema, commercial: LocalizedSlugSchema }),
  services: z.record(slug, LocalizedSlugSchema),
});

/** What a button may link to: a page key, or "quote" (the quote form, on the contact page). */
const LinkKeySchema = z.enum([...PAGE_KEYS, "quote"]);
export const CtaSchema = field(
  z.object({
    label: field(text, { label: "Button text" }),
    route: field(LinkKeySchema, { label: "Links to", shared: true }),
  }),
  { label: "Button" },
);

export type LinkKey = z.infer<typeof LinkKeySchema>;
export type PageKey = (typeof PAGE_KEYS)[number];

export const isPageKey = (value: unknown): value is PageKey =>
  (PAGE_KEYS as readonly unknown[]).includes(value);

import { z } from "zod";
import { ICON_NAMES } from "@/lib/icons";
import { isAllowedImageSrc } from "@/lib/image-hosts";

export const CATEGORY_IDS = ["residential", "commercial"] as const;

const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case id");
const paragraphs = z.array(text).min(1, "needs at least one paragraph");
const imageSrc = text.refine(isAllowedImageSrc, {
  message: "must be a local /path or an https URL on a host listed in lib/image-hosts.ts",
});

export const CategoryIdSchema = z.enum(CATEGORY_IDS);
export const IconNameSchema = z.enum(ICON_NAMES);

/** A photo with the intrinsic size next/image needs to reserve its box. */
export const ImageSchema = z.object({
  src: imageSrc,
  /** Alt text describing what the photo really shows. */
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const LinkSchema = z.object({ label: text, href: text });

export const ServiceSchema = z.object({
  /** Route segment, e.g. "interior-painting" (spec §2). */
  id: slug,
  name: text,
  icon: IconNameSchema,
  shortDescription: text.optional(),
  /** Paragraphs of plain text; the detail page falls back to a default when absent. */
  longDescription: paragraphs.optional(),
  /** Highlights; the detail page falls back to seven defaults when absent. */
  features: z.array(text).min(1).optional(),
  /** What the hero photo shows, in a sentence, for editors choosing a replacement. */
  heroImageDescription: text,
  /** Alt text of the hero photo. */
  heroAlt: text,
  heroImageUrl: imageSrc,
  detailImageUrl: imageSrc,
  /** Alt text of the detail photo. */
  detailAlt: text,
});

export const ServiceCategorySchema = z
  .object({
    id: CategoryIdSchema,
    name: text,
    icon: IconNameSchema,
    /** One or two sentences introducing the category on /services. */
    intro: text,
    heroImageDescription: text,
    heroAlt: text,
    heroImageUrl: imageSrc,
    items: z.array(ServiceSchema).min(1),
  })
  .superRefine((category, ctx) => {
    const seen = new Set<string>();
    category.items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "id"],
          message: `duplicate service id "${item.id}"`,
        });
      }
      seen.add(item.id);
    });
  });

export const TestimonialSchema = z.object({
  id: slug,
  quote: text,
  author: text,
  /** Whole stars out of 5, shown as filled and empty stars. */
  rating: z.number().int().min(0).max(5),
  projectType: text.optional(),
  /** Neighbourhood or city, e.g. "Orléans". */
  location: text.optional(),
});

export const GalleryImageSchema = ImageSchema.extend({
  id: slug,
  /** Short caption shown on hover, focus and in the viewer. */
  caption: text,
});

export const CounterSchema = z.object({
  label: text,
  value: z.number().int().nonnegative(),
  suffix: z.string(),
});

export const PointSchema = z.object({ title: text, body: text, icon: IconNameSchema });

export const ProcessStepSchema = z.object({ title: text, body: text });

/** What search results show under the title: long enough to say something, short enough not to be cut. */
const metaDescription = z.string().trim().min(70).max(160);

export const PageMetaSchema = z.object({
  /** Page title; the layout appends the business name. */
  title: text,
  /** Meta description, 70–160 characters. */
  description: metaDescription,
});

export const HomeSchema = z.object({
  meta: PageMetaSchema,
  hero: z.object({
    eyebrow: text,
    headline: text,
    intro: text,
    primaryCta: LinkSchema,
    secondaryCta: LinkSchema,
    image: ImageSchema,
  }),
  counters: z.array(CounterSchema).length(3),
  servicesTeaser: z.object({ heading: text, intro: text, cta: LinkSchema }),
  teamStrip: z.object({ heading: text, intro: text, photos: z.array(ImageSchema).min(3) }),
  whyChooseUs: z.object({ heading: text, intro: text, points: z.array(PointSchema).min(3) }),
  process: z.object({ heading: text, intro: text, steps: z.array(ProcessStepSchema).length(4) }),
  testimonials: z.object({ heading: text, intro: text, cta: LinkSchema }),
  closingCta: z.object({ heading: text, body: text }),
});

export const AboutSchema = z.object({
  meta: PageMetaSchema,
  heading: text,
  intro: text,
  image: ImageSchema,
  story: z.object({ heading: text, paragraphs }),
  mission: z.object({ heading: text, body: text }),
  vision: z.object({ heading: text, body: text }),
  reasons: z.object({ heading: text, points: z.array(PointSchema).length(3) }),
});

/** Title, description, heading and intro of a page whose body comes from other content. */
export const PageIntroSchema = z.object({ meta: PageMetaSchema, heading: text, intro: text });

export const PagesSchema = z.object({
  services: PageIntroSchema,
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
});

export const LegalSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text).default([]),
  list: z.array(text).optional(),
});

export const LegalDocumentSchema = z.object({
  meta: PageMetaSchema,
  title: text,
  /** ISO date the text was last changed. */
  lastUpdated: z.iso.date(),
  intro: text,
  sections: z.array(LegalSectionSchema).min(3),
});

const PhoneSchema = z.object({
  /** As shown to visitors, e.g. "+1 613-555-0143". */
  display: text,
  /** E.164, used for tel: and WhatsApp links, e.g. "+16135550143". */
  e164: z.string().regex(/^\+[1-9]\d{7,14}$/, "must be E.164, e.g. +16135550143"),
});

export const SiteSchema = z.object({
  name: text,
  shortName: text,
  /** Small second line of the wordmark under shortName. */
  logoSubtitle: text,
  tagline: text,
  /** The default meta description, 70–160 characters. */
  description: metaDescription,
  email: z.email(),
  /** Two numbers (spec §9): office for the header and service pages, whatsapp for the rest. */
  phones: z.object({ office: PhoneSchema, whatsapp: PhoneSchema }),
  address: z.object({
    street: text,
    city: text,
    region: text,
    postalCode: text,
    country: z.string().length(2),
    /** One-line form shown in the top bar and footer. */
    line: text,
  }),
  geo: z.object({ lat: z.number(), lng: z.number() }),
  hours: z.object({
    /** Exactly as the spec shows it in the top bar. */
    short: text,
    days: z.array(z.object({ days: text, hours: text })).min(1),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    openDays: z.array(text).min(1),
  }),
  areaServed: z.array(text).min(1),
  socials: z.array(
    z.object({ name: z.enum(["Facebook", "Instagram", "LinkedIn", "Twitter"]), href: text }),
  ),
  /** Preset greeting for the floating chat and call-to-action WhatsApp buttons. */
  whatsappGreeting: text,
});

export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;
export type Service = z.infer<typeof ServiceSchema>;
export type CategoryId = z.infer<typeof CategoryIdSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type GalleryImage = z.infer<typeof GalleryImageSchema>;
export type ImageData = z.infer<typeof ImageSchema>;
export type Link = z.infer<typeof LinkSchema>;
export type Point = z.infer<typeof PointSchema>;
export type PageMeta = z.infer<typeof PageMetaSchema>;
export type Home = z.infer<typeof HomeSchema>;
export type About = z.infer<typeof AboutSchema>;
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
export type Site = z.infer<typeof SiteSchema>;

export type ServiceCategoryInput = z.input<typeof ServiceCategorySchema>;
export type TestimonialInput = z.input<typeof TestimonialSchema>;
export type GalleryImageInput = z.input<typeof GalleryImageSchema>;
export type HomeInput = z.input<typeof HomeSchema>;
export type AboutInput = z.input<typeof AboutSchema>;
export type LegalDocumentInput = z.input<typeof LegalDocumentSchema>;
export type PagesInput = z.input<typeof PagesSchema>;
export type SiteInput = z.input<typeof SiteSchema>;

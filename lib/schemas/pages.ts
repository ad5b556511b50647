/*
 * The words of each page (content/pages/*.yml), the testimonials, and the legal pages' front
 * matter (content/legal/). Each field's form words (label, hint) are beside it
 * (lib/schemas/form-meta.ts); the CMS form is written from them (lib/cms/).
 */
import { z } from "zod";
import {
  longText,
  PageMetaSchema,
  paragraphs,
  PointSchema,
  ProcessStepSchema,
  slug,
  text,
  translation,
  uniqueIds,
  withPlaceholders,
} from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { PhotoSchema } from "@/lib/schemas/photo";
import { CtaSchema } from "@/lib/schemas/routes";
import { PricesPageSchema } from "@/lib/schemas/price-ranges";
import { standIn } from "@/lib/content/stand-ins/marks";

const heading = field(text, { label: "Heading" });
const intro = longText("Introduction");
const body = longText("Text");
const photo = field(PhotoSchema, { label: "Photo" });
const points = (size: z.ZodArray<typeof PointSchema>) =>
  field(size, { label: "Points", summary: "{{fields.title}}" });

export const SharedTestimonialsFileSchema = field(
  z
    .array(
      z.object({
        id: field(slug, { label: "Id" }),
        /** Whole stars out of 5, shown as filled and empty stars. */
        rating: field(z.number().int().min(0).max(5), { label: "Stars (0 to 5)" }),
        /** The service area the job was in, by id (content/areas/<id>.en.md), optional. */
        serviceArea: field(slug.optional(), {
          label: "Service area (its page lists this testimonial)",
          choices: { collection: "areas", value: "{{slug}}", label: "name" },
        }),
        standIn: standIn("Example testimonial (written to illustrate, not a client's words)"),
      }),
    )
    .length(8, "the testimonials page shows exactly 8")
    .superRefine(uniqueIds),
  {
    label: "Testimonials (exactly 8)",
    hint: "In the order shown, whole stars from 0 to 5. The words are under Testimonials and gallery captions → Testimonials (the words), matched by id.",
    summary: "{{fields.id}}: {{fields.rating}}/5",
    decap: {
      allow_add: false,
      allow_remove: false,
      // Each rating said by its client, read from the testimonials' words when the form opens.
      summary_names: [
        { collection: "lists", file: "testimonials", id: "items.*.id", name: "items.*.author" },
      ],
    },
  },
);

export const HomeFileSchema = z.object({
  meta: PageMetaSchema,
  hero: field(
    z.object({
      eyebrow: field(text, { label: "Line above the headline" }),
      intro,
      photo,
    }),
    { label: "Hero" },
  ),
  servicesTeaser: field(z.object({ heading, intro, cta: CtaSchema }), {
    label: "Services teaser",
  }),
  teamStrip: field(
    z.object({
      heading,
      intro,
      photos: field(z.array(PhotoSchema).min(3), { label: "Photos", summary: "{{fields.alt}}" }),
    }),
    { label: "Team photos" },
  ),
  whyChooseUs: field(z.object({ heading, intro, points: points(z.array(PointSchema).min(3)) }), {
    label: "Why choose us",
  }),
  process: field(
    z.object({
      heading,
      intro,
      steps: field(z.array(ProcessStepSchema).length(4), {
        label: "Steps (exactly 4)",
        summary: "{{fields.title}}",
      }),
    }),
    { label: "Process" },
  ),
  testimonials: field(z.object({ heading, intro, cta: CtaSchema }), {
    label: "Testimonials teaser",
  }),
  closingCta: field(z.object({ heading, body }), { label: "Closing call to action" }),
  ...translation,
});

export const AboutFileSchema = z.object({
  meta: PageMetaSchema,
  heading,
  intro,
  photo,
  story: field(
    z.object({
      heading,
      paragraphs: field(paragraphs, {
        label: "Paragraphs",
        summary: "{{fields.paragraph}}",
        item: { name: "paragraph", label: "Paragraph", widget: "text" },
      }),
    }),
    { label: "Our story" },
  ),
  mission: field(z.object({ heading, body }), { label: "Mission" }),
  vision: field(z.object({ heading, body }), { label: "Vision" }),
  /** Names the band that holds both, for screen readers ("Our mission and our vision"). */
  missionAndVisionLabel: field(text, {
    label: "Name of the mission and vision band (screen readers)",
  }),
  reasons: field(z.object({ heading, points: points(z.array(PointSchema).length(3)) }), {
    label: "Reasons (exactly 3)",
  }),
  ...translation,
});

/** Title, description, heading and intro of a page whose body comes from other content. */
const PageIntroSchema = z.object({
  meta: PageMetaSchema,
  heading,
  intro,
  ...translation,
});

const withPlaceholder = (name: string, label: string) =>
  field(withPlaceholders(name), { label: `${label} ({${name}})` });

/**
 * The review and referral page the crew sends after every job, the same to every client:
 * no question that sorts happy clients from unhappy ones, nothing offered in return (Google's
 * review policy), and a message the client sends themself to someone they know (Canada's
 * anti-spam law). docs/decisions/0016.
 */
const ReviewPageSchema = z.object({
  meta: PageMetaSchema,
  heading,
  intro,
  reviews: field(
    z.object({
      heading,
      body: longText("Text"),
      link: withPlaceholder("site", "Link to review us on a site"),
      none: longText("Said while the review profiles are examples"),
    }),
    { label: "Reviews" },
  ),
  referral: field(
    z.object({
      heading,
      body: longText("Text"),
      share: field(text, { label: "Button: share the website on WhatsApp" }),
      message: withPlaceholder("link", "The WhatsApp message"),
      storiesHeading: field(text, { label: "Heading above the project stories" }),
      shareStory: withPlaceholder("title", "Button: share a project story"),
      storyMessage: withPlaceholder("link", "The WhatsApp message with a project story"),
    }),
    { label: "Tell a neighbour" },
  ),
  ...translation,
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
  "prices",
  "review",
] as const;

/**
 * The words of those pages, one file each: `PagesFileSchema.shape.gallery` parses
 * pages/gallery.yml.
 */
export const PagesFileSchema = z.object({
  services: PageIntroSchema,
  projects: PageIntroSchema,
  gallery: PageIntroSchema,
  testimonials: z.object({
    meta: PageMetaSchema,
    heading,
    intro,
    /** The spec asks for a note that the testimonials are representative examples. */
    note: longText("Note (representative examples)"),
    ...translation,
  }),
  contact: z.object({
    meta: PageMetaSchema,
    heading,
    intro,
    formHeading: field(text, { label: "Form heading" }),
    formIntro: longText("Form introduction"),
    detailsHeading: field(text, { label: "Contact details heading" }),
    mapHeading: field(text, { label: "Map heading" }),
    ...translation,
  }),
  sitemap: PageIntroSchema,
  guides: PageIntroSchema,
  areas: PageIntroSchema,
  faq: PageIntroSchema,
  prices: PricesPageSchema,
  review: ReviewPageSchema,
});

export const TestimonialsTextFileSchema = z.object({
  items: field(
    z
      .array(
        z.object({
          id: field(slug, { label: "Id (matches the ratings file)", shared: true }),
          quote: longText("Quote"),
          author: field(text, { label: "Author" }),
          projectType: field(text.optional(), { label: "Project type" }),
          /** Neighbourhood or city, e.g. "Orléans". */
          location: field(text.optional(), { label: "Neighbourhood or city" }),
        }),
      )
      .superRefine(uniqueIds),
    {
      label: "Testimonials",
      hint: "Representative examples written to illustrate typical projects, not verbatim reviews. Their ratings are under Shared lists → Testimonial ratings, matched by id.",
      summary: "{{fields.author}}",
      fixedList: true,
    },
  ),
  ...translation,
});

export const LegalFrontMatterSchema = z.object({
  title: field(text, { label: "Title" }),
  ...translation,
  meta: PageMetaSchema,
  /** ISO date the text was last changed. */
  lastUpdated: field(z.iso.date(), { label: "Last updated" }),
  intro,
});

/**
 * content/process/your-project.<locale>.md: “Your project, step by step” (docs/decisions/0018).
 * The body may write {{warranty.claimLink}}: the WhatsApp link that opens a claim prefilled
 * with `claimMessage`, its words `claimLabel`.
 */
export const ProcessFrontMatterSchema = LegalFrontMatterSchema.extend({
  claimLabel: field(text, { label: "Words of the warranty claim link ({{warranty.claimLink}})" }),
  claimMessage: longText("The WhatsApp message the claim link opens, ready to complete"),
  standIn: standIn("The steps and promises are an example (not yet confirmed by the owner)"),
});

/*
 * zod schemas of every content file (content/shared/*, and the bilingual files: each
 * language's half of content/*.yml, content/<folder>/<name>.<locale>.md): the single
 * source of truth for what an editor may write. The loader (lib/content) parses each file
 * with its schema; the CMS configuration (public/admin/config.yml) mirrors these rules and a
 * test compares the two.
 */
import { z } from "zod";
import { ICON_NAMES } from "@/lib/icons";
import { isAllowedImageSrc, isUploadedPhoto } from "@/lib/image-hosts";
import { type PhotoVariant } from "@/lib/photo-variants";

export const CATEGORY_IDS = ["residential", "commercial"] as const;
/** The first is the default: the CMS validates it first and stores shared fields under it. */
export const LOCALES = ["en", "fr"] as const;

/**
 * Fields of the bilingual files that are the same in every language (a photo name, an icon, a
 * link target): entered once, under the default language (`i18n: false` in the CMS).
 */
export const SHARED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "pages/home.yml": [
    "hero.image.photo",
    "servicesTeaser.cta.route",
    "teamStrip.photos[].photo",
    "whyChooseUs.points[].icon",
    "testimonials.cta.route",
  ],
  "pages/about.yml": ["image.photo", "reasons.points[].icon"],
  "testimonials.yml": ["items[].id"],
  "gallery.yml": ["items[].id"],
};

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

const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case id");
const paragraphs = z.array(text).min(1, "needs at least one paragraph");
const imageSrc = text.refine(isAllowedImageSrc, {
  message: "must be a local /path or an https URL on a host listed in lib/external-origins.json",
});
/** What search results show under the title: long enough to say something, short enough not to be cut. */
/**
 * What search results and social cards show whole: written to length, never cut by the site,
 * so it must end a sentence rather than stop mid-word.
 */
const metaDescription = z
  .string()
  .trim()
  .min(70, "must be at least 70 characters")
  .max(160, "must be at most 160 characters")
  .regex(/[.!?…»)]$/, "must end a sentence (with . ! or ?), not stop mid-word");

const CategoryIdSchema = z.enum(CATEGORY_IDS);
const IconNameSchema = z.enum(ICON_NAMES);

/** Rejects a list whose entries repeat an id, pointing at the second one. */
function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate id "${item.id}"` });
    }
    seen.add(item.id);
  });
}

// ---------------------------------------------------------------- content/shared

/**
 * A photo's file and intrinsic size (its box is reserved from it). An uploaded photo's size is
 * read from the file by the photo pipeline; a stock photo's URL needs it written.
 */
const PhotoSchema = z
  .object({
    src: imageSrc,
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  })
  .superRefine((photo, ctx) => {
    if (isUploadedPhoto(photo.src)) return;
    for (const key of ["width", "height"] as const) {
      if (photo[key] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "is needed for a photo from a stock site: its size in pixels",
        });
      }
    }
  });

const PhoneSchema = z.object({
  /** As shown to visitors, e.g. "+1 613-555-0143". */
  display: text,
  /** E.164, used for tel: and WhatsApp links, e.g. "+16135550143". */
  e164: z.string().regex(/^\+[1-9]\d{7,14}$/, "must be E.164, e.g. +16135550143"),
});

/** The RBQ's own form: 10 digits as XXXX-XXXX-XX. */
const RBQ_LICENCE = /^\d{4}-\d{4}-\d{2}$/;

const AreaSchema = z.object({
  name: text,
  /** Two-letter province code; QC requires the RBQ licence. */
  province: z.enum(["ON", "QC"]),
  /** The municipality a community belongs to (Kanata is part of the City of Ottawa). */
  partOf: text.optional(),
});

export const BusinessFileSchema = z
  .object({
    email: z.email(),
    /** Two numbers (spec §9): office for the header and service pages, whatsapp for the rest. */
    phones: z.object({ office: PhoneSchema, whatsapp: PhoneSchema }),
    address: z.object({
      street: text,
      city: text,
      region: text,
      postalCode: text,
      country: z.string().length(2),
    }),
    geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    hours: z.object({
      opens: z.string().regex(/^\d{2}:\d{2}$/, "must be HH:MM"),
      closes: z.string().regex(/^\d{2}:\d{2}$/, "must be HH:MM"),
      openDays: z
        .array(
          z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
        )
        .min(1),
    }),
    /** Régie du bâtiment du Québec licence, required to advertise work in Quebec. */
    rbqLicence: z.string().regex(RBQ_LICENCE, "must be written XXXX-XXXX-XX").optional(),
    areaServed: z.array(AreaSchema).min(1),
    /** Proof a client checks before calling (About, Contact, JSON-LD); an empty field hides its line. */
    credentials: z.object({
      insurance: z
        .object({
          insurer: text.optional(),
          /** Liability coverage in Canadian dollars. */
          amount: z.number().int().positive().optional(),
        })
        .optional(),
      /** A WSIB clearance certificate can be shown to any client who asks. */
      wsibClearance: z.boolean(),
      /** Years of the written workmanship warranty; the terms quote this same figure. */
      warrantyYears: z.number().int().min(1).max(25),
      memberships: z.array(text).optional(),
      /** The business's public review profile (no ratings are copied onto the site). */
      reviews: z.object({ read: z.url().optional(), leave: z.url().optional() }).optional(),
    }),
    /** Quebec's Law 25 and PIPEDA: who answers privacy requests, and how long quotes are kept. */
    privacy: z.object({
      officerEmail: z.email(),
      /** Months a quote request that led to no work is kept after the last exchange. */
      quoteRetentionMonths: z.number().int().min(1).max(120),
    }),
    socials: z.array(
      z.object({ name: z.enum(["Facebook", "Instagram", "LinkedIn", "Twitter"]), href: text }),
    ),
  })
  .superRefine((business, ctx) => {
    const inQuebec = business.areaServed.find((area) => area.province === "QC");
    if (inQuebec && !business.rbqLicence) {
      ctx.addIssue({
        code: "custom",
        path: ["rbqLicence"],
        message: `is required: "${inQuebec.name}" is in Quebec, where a contractor advertising work must show its RBQ licence (XXXX-XXXX-XX)`,
      });
    }
    const names = new Set(business.areaServed.map((area) => area.name));
    business.areaServed.forEach((area, index) => {
      if (area.partOf && !names.has(area.partOf)) {
        ctx.addIssue({
          code: "custom",
          path: ["areaServed", index, "partOf"],
          message: `names "${area.partOf}", which is not in areaServed`,
        });
      }
    });
  });

export const ConstantsFileSchema = z.object({
  /** Spec §3: Completed Projects 885, Happy Clients 1154, Ongoing Projects 9. */
  counters: z
    .array(
      z.object({
        id: z.enum(["completed", "happy", "ongoing"]),
        value: z.number().int().nonnegative(),
        suffix: z.string(),
      }),
    )
    .length(3),
  /** Spec §9 figures, quoted in the legal pages as {{legal.<name>}}. */
  legal: z.record(z.string().regex(/^[a-zA-Z]+$/), z.number().nonnegative()),
});

export const PhotosFileSchema = z.record(slug, PhotoSchema);

const SharedServiceSchema = z.object({
  id: slug,
  icon: IconNameSchema,
  heroImageUrl: imageSrc,
  detailImageUrl: imageSrc,
});

export const ServicesFileSchema = z.object({
  categories: z
    .array(
      z.object({
        id: CategoryIdSchema,
        icon: IconNameSchema,
        heroImageUrl: imageSrc,
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

export const SharedTestimonialsFileSchema = z
  .array(
    z.object({
      id: slug,
      /** Whole stars out of 5, shown as filled and empty stars. */
      rating: z.number().int().min(0).max(5),
    }),
  )
  .length(8, "the testimonials page shows exactly 8 (spec §9)")
  .superRefine(uniqueIds);

export const SharedGalleryFileSchema = z
  .array(PhotoSchema.extend({ id: slug }))
  .length(20, "the gallery shows exactly 20 photos (spec §9)")
  .superRefine(uniqueIds);

const RouteSlugSchema = z.string().regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, "must be a URL slug");
const LocalizedSlugSchema = z.object({ en: RouteSlugSchema, fr: RouteSlugSchema });

export const PAGE_KEYS = [
  "home",
  "about",
  "services",
  "gallery",
  "testimonials",
  "contact",
  "terms",
  "privacy",
  "refund",
  "accessibility",
  "sitemap",
  "projects",
] as const;

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

// ------------------------------------------- one language's half of content/*.yml and *.<locale>.md

/** A page photo: a name from content/shared/photos.yml and its alt text in this language. */
export const ImageRefSchema = z.object({
  photo: slug,
  /** Alt text describing what the photo really shows. */
  alt: text,
});

const RouteKeySchema = z.enum([...PAGE_KEYS, "quote"]);
export const CtaSchema = z.object({ label: text, route: RouteKeySchema });

const PageMetaSchema = z.object({
  /** Page title; the layout appends the business name. */
  title: text,
  /** Meta description, 70–160 characters. */
  description: metaDescription,
});

const PointSchema = z.object({ title: text, body: text, icon: IconNameSchema });
const ProcessStepSchema = z.object({ title: text, body: text });

export const SiteTextFileSchema = z.object({
  name: text,
  shortName: text,
  /** Small second line of the wordmark under shortName. */
  logoSubtitle: text,
  tagline: text,
  /** The default meta description, 70–160 characters. */
  description: metaDescription,
  /** The address on one line, as written in this language. */
  addressLine: text,
  /** The street line as written in this language, for search engines ("1200, boulevard St-Laurent"). */
  streetAddress: text,
  /** The opening hours as a small table: days, then hours. */
  hours: z.array(z.object({ days: text, hours: text })).min(1),
  /** Preset greeting for the floating chat and call-to-action WhatsApp buttons. */
  whatsappGreeting: text,
  /** The role of the person in charge of protecting personal information (privacy policy). */
  privacyOfficerTitle: text,
});

/** Strings the spec fixes word for word: content/fixed.yml, not in the CMS. */
export const FixedFileSchema = z.object({
  nav: z.object({
    home: text,
    about: text,
    services: text,
    testimonials: text,
    contact: text,
    quote: text,
    viewAllServices: text,
    viewAllServicesMobile: text,
  }),
  topBar: z.object({ callUs: text, hours: text }),
  form: z.object({
    name: z.object({ label: text, placeholder: text }),
    email: z.object({ label: text }),
    phone: z.object({ label: text }),
    message: z.object({ label: text, placeholder: text }),
  }),
  toast: z.object({ submittedTitle: text, submittedDescription: text }),
  error: z.object({ heading: text }),
  hero: z.object({ headline: text, primaryCta: text, secondaryCta: text }),
  counters: z.object({ completed: text, happy: text, ongoing: text }),
  categories: z.object({ residential: text, commercial: text }),
  whatsapp: z.object({
    inquiry: text.refine((value) => value.includes("{name}"), "must contain {name}"),
    email: text,
    phone: text,
    message: text,
    /** Between a line's name and its value: ": ", or " : " with a non-breaking space in French. */
    separator: z.string().min(1),
  }),
});

/** Interface labels editors may change: content/ui.yml. */
export const UiFileSchema = z.object({
  skipLink: text,
  logoLabel: text,
  nav: z.object({ label: text, openMenu: text, closeMenu: text, menuTitle: text, callIcon: text }),
  topBar: z.object({ emailLabel: text }),
  footer: z.object({
    about: text,
    quickLinks: text,
    ourServices: text,
    contact: text,
    legal: text,
    follow: text,
    hours: text,
    phone: text,
    email: text,
    address: text,
    copyright: text,
    sitemap: text,
    gallery: text,
    projects: text,
    rbqLicence: text,
  }),
  legal: z.object({ updated: text }),
  legalLinks: z.object({ terms: text, privacy: text, refund: text, accessibility: text }),
  /** Credentials lines; {placeholders} are filled from content/shared/business.yml. */
  credentials: z.object({
    heading: text,
    insurance: text.refine((value) => value.includes("{amount}"), "must contain {amount}"),
    insurer: text.refine((value) => value.includes("{insurer}"), "must contain {insurer}"),
    wsib: text,
    warranty: text.refine((value) => value.includes("{years}"), "must contain {years}"),
    memberships: text.refine((value) => value.includes("{names}"), "must contain {names}"),
    readReviews: text,
    leaveReview: text,
  }),
  floating: z.object({ label: text, whatsapp: text, call: text }),
  cta: z.object({ whatsapp: text, call: text, quote: text, newWindow: text }),
  services: z.object({
    categoriesLabel: text,
    learnMore: text,
    learnMoreAbout: text,
    servicesCount: text,
  }),
  service: z.object({
    breadcrumbLabel: text,
    home: text,
    services: text,
    overview: text,
    highlights: text,
    quoteHeading: text,
    quoteBody: text,
    related: text,
    titleTemplate: text,
  }),
  testimonials: z.object({
    rating: text,
    quote: text.refine((value) => value.includes("{quote}"), "must contain {quote}"),
    projectType: text,
  }),
  gallery: z.object({
    open: text,
    dialogLabel: text,
    previous: text,
    next: text,
    close: text,
    position: text,
  }),
  contact: z.object({
    phoneOffice: text,
    phoneWhatsapp: text,
    email: text,
    address: text,
    hours: text,
    mapTitle: text,
    mapLink: text,
  }),
  form: z.object({
    email: z.object({ placeholder: text }),
    phone: z.object({ placeholder: text }),
    submit: text,
    required: text,
    tooLong: text,
    invalidEmail: text,
    missing: text,
    popupFallback: text,
    popupFallbackLink: text,
    privacy: text,
    /** The path without JavaScript: one box sent to WhatsApp, then the phone and email. */
    noscript: z.object({ intro: text, label: text, placeholder: text, other: text }),
  }),
  toast: z.object({ close: text, region: text, announce: text }),
  counters: z.object({ label: text }),
  /** Between a label and its value; French needs a non-breaking space before the colon. */
  colon: z.string().min(1),
  loading: text,
  notFound: z.object({ title: text, heading: text, body: text, home: text, services: text }),
  error: z.object({ retry: text, home: text }),
  sitemap: z.object({ main: text, services: text, projects: text, legal: text }),
  /** Project pages, their cards and the before/after compare; {placeholders} filled in. */
  projects: z.object({
    before: text,
    after: text,
    compareLabel: text,
    comparePosition: text,
    compareHint: text,
    example: text,
    filtersLabel: text,
    byCategory: text,
    byService: text,
    completed: text,
    area: text,
    duration: text,
    services: text,
    products: text,
    morePhotos: text,
    clientWords: text,
    view: text,
    recentWork: text,
    recentWorkIntro: text,
    seeAll: text,
    galleryLink: text,
  }),
  meta: z.object({ ogLocale: text, ogLocaleAlternate: text }),
  language: z.object({ switchLabel: text, switchName: text }),
  preview: z.object({
    label: text,
    branch: text,
    commit: text,
    local: text,
    production: text,
    /** How many French entries are behind English ({count}), linking to the status page. */
    translationsBehind: text.refine((value) => value.includes("{count}"), "must contain {count}"),
  }),
});

export const HomeFileSchema = z.object({
  meta: PageMetaSchema,
  hero: z.object({ eyebrow: text, intro: text, image: ImageRefSchema }),
  servicesTeaser: z.object({ heading: text, intro: text, cta: CtaSchema }),
  teamStrip: z.object({ heading: text, intro: text, photos: z.array(ImageRefSchema).min(3) }),
  whyChooseUs: z.object({ heading: text, intro: text, points: z.array(PointSchema).min(3) }),
  process: z.object({ heading: text, intro: text, steps: z.array(ProcessStepSchema).length(4) }),
  testimonials: z.object({ heading: text, intro: text, cta: CtaSchema }),
  closingCta: z.object({ heading: text, body: text }),
});

export const AboutFileSchema = z.object({
  meta: PageMetaSchema,
  heading: text,
  intro: text,
  image: ImageRefSchema,
  story: z.object({ heading: text, paragraphs }),
  mission: z.object({ heading: text, body: text }),
  vision: z.object({ heading: text, body: text }),
  /** Names the band that holds both, for screen readers ("Our mission and our vision"). */
  missionAndVisionLabel: text,
  reasons: z.object({ heading: text, points: z.array(PointSchema).length(3) }),
});

/** Title, description, heading and intro of a page whose body comes from other content. */
const PageIntroSchema = z.object({ meta: PageMetaSchema, heading: text, intro: text });

/** The pages whose words live in content/pages/<page>.yml besides home and about. */
export const PAGE_TEXT_KEYS = [
  "services",
  "projects",
  "gallery",
  "testimonials",
  "contact",
  "sitemap",
] as const;

/** The words of those pages, one file each: `PagesFileSchema.shape.gallery` parses gallery.yml. */
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
});

export const TestimonialsTextFileSchema = z.object({
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

export const GalleryTextFileSchema = z.object({
  items: z
    .array(
      z.object({
        id: slug,
        alt: text,
        /** Short caption shown on hover, focus and in the viewer. */
        caption: text,
      }),
    )
    .superRefine(uniqueIds),
});

const CategoryTextSchema = z.object({
  /** One or two sentences introducing the category on /services. */
  intro: text,
  heroImageDescription: text,
  heroAlt: text,
});

export const CategoriesTextFileSchema = z.object({
  residential: CategoryTextSchema,
  commercial: CategoryTextSchema,
});

/** A deliberate difference between the languages of one entry, and why (translation status). */
const translationNote = text.optional();

/** Front matter of content/services/<category>/<id>.<locale>.md; the body is the long description. */
export const ServiceFrontMatterSchema = z.object({
  name: text,
  translationNote,
  /** The page's meta and social description: 70–160 characters, a whole sentence. */
  description: metaDescription,
  shortDescription: text.optional(),
  /** Highlights; the detail page falls back to seven defaults when absent. */
  features: z.array(text).min(1).max(12).optional(),
  /** What the hero photo shows, in a sentence, for editors choosing a replacement. */
  heroImageDescription: text,
  /** Alt text of the hero photo. */
  heroAlt: text,
  /** Alt text of the detail photo. */
  detailAlt: text,
});

export const ServiceDefaultsFrontMatterSchema = z.object({
  features: z.array(text).length(7, "spec §2: seven default highlights"),
});

/** content/shared/admin.yml: the team's translation status page, in English like the CMS. */
export const AdminFileSchema = z.object({
  translations: z.object({
    title: text,
    intro: text,
    level: text,
    behind: text,
    historyHeading: text,
    since: text,
    uncommitted: text,
    englishPage: text,
    frenchPage: text,
    noHistory: text,
    parityHeading: text,
    parityIntro: text,
    parityLevel: text,
    accepted: text,
    howTo: text,
  }),
});

export const LegalFrontMatterSchema = z.object({
  title: text,
  translationNote,
  meta: PageMetaSchema,
  /** ISO date the text was last changed. */
  lastUpdated: z.iso.date(),
  intro: text,
});

// ---------------------------------------------------------------- resolved shapes

export type CategoryId = z.infer<typeof CategoryIdSchema>;
export type Locale = (typeof LOCALES)[number];
export type RouteKey = z.infer<typeof RouteKeySchema>;
export type PageKey = (typeof PAGE_KEYS)[number];
export type PageMeta = z.infer<typeof PageMetaSchema>;
export type Point = z.infer<typeof PointSchema>;
export type Link = { label: string; href: string };
export type ImageData = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** An uploaded photo's served files (scripts/photos.mjs); none for a stock photo. */
  variants?: PhotoVariant[];
};
export type Ui = z.infer<typeof UiFileSchema> & z.infer<typeof FixedFileSchema>;
export type Area = z.infer<typeof AreaSchema>;

/*
 * Site-wide words: the business name and tagline (content/site.yml), the spec's fixed wording
 * (content/fixed-wording.yml), the interface labels (content/interface-labels.yml) and the
 * team's status page (content/shared/admin.yml).
 */
import { z } from "zod";
import { metaDescription, text, translationNote } from "@/lib/schemas/fields";

export const SiteTextFileSchema = z.object({
  translationNote,
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

/** Strings the spec fixes word for word: content/fixed-wording.yml, not in the CMS. */
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

/** Interface labels editors may change: content/interface-labels.yml. */
export const UiFileSchema = z.object({
  translationNote,
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
    /** The credentials' names in the structured data (JSON-LD) that search engines read. */
    structuredData: z.object({
      wsibCertificate: text,
      wsibBoard: text,
      liabilityInsurance: text,
    }),
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
  /** Guides: the index, a guide's page, its feed, the guides listed on a service page. */
  guides: z.object({
    guides: text,
    readingTime: text.refine((value) => value.includes("{minutes}"), "must contain {minutes}"),
    published: text,
    updated: text,
    author: text,
    services: text,
    read: text,
    onService: text,
    feed: text,
  }),
  /** Service areas: the hub and an area's page; `quebec` is filled with {licence}. */
  areas: z.object({
    projects: text,
    testimonials: text,
    services: text,
    quebecHeading: text,
    quebec: text.refine((value) => value.includes("{licence}"), "must contain {licence}"),
    quebecContracts: text,
    view: text,
    workCount: text.refine((value) => value.includes("{count}"), "must contain {count}"),
    /** An area page's title in search results ({name}: the area's), unique in each language. */
    title: text.refine((value) => value.includes("{name}"), "must contain {name}"),
  }),
  /** Questions and answers on a service page and on the FAQ page. */
  questions: z.object({ heading: text, faqLink: text }),
  /** The footer's and the sitemap page's links to the new sections. */
  sections: z.object({ guides: text, areas: text, faq: text }),
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
    historyLevel: text,
    accepted: text,
    howTo: text,
  }),
});

export type Ui = z.infer<typeof UiFileSchema> & z.infer<typeof FixedFileSchema>;

/*
 * Site-wide words: the business name and tagline (content/site.yml), the spec's fixed wording
 * (content/fixed-wording.yml), the interface labels (content/interface-labels.yml) and the
 * team's status page (content/shared/admin.yml).
 */
import { z } from "zod";
import {
  longText,
  metaDescription,
  text,
  translation,
  withPlaceholders,
} from "@/lib/schemas/fields";
import { type FormMeta, field } from "@/lib/schemas/form-meta";

/**
 * A label in its two forms, for one and for several ("1 year", "2 years"), each holding
 * `{placeholder}`; the code picks one with lib/locale/format.ts's `plural`.
 */
const pluralForms = (
  placeholder: string,
  labels: { one: string; other: string; label: string },
) => {
  const form = (label: string) =>
    field(withPlaceholders(placeholder), { label: `${label} ({${placeholder}})` });
  return field(z.object({ one: form(labels.one), other: form(labels.other) }), {
    label: labels.label,
  });
};

export const SiteTextFileSchema = z.object({
  name: field(text, {
    label: "Business name",
    hint: "The business as visitors read it; the facts shared by both languages (address, phones) are under Shared → Business details.",
  }),
  shortName: field(text, { label: "Short name (logo)" }),
  /** Small second line of the wordmark under shortName. */
  logoSubtitle: field(text, { label: "Logo second line" }),
  tagline: field(text, { label: "Tagline" }),
  /** The default meta description, 70–160 characters. */
  description: field(metaDescription, { label: "Default meta description", widget: "text" }),
  /** The address on one line, as written in this language. */
  addressLine: field(text, { label: "Address on one line" }),
  /** The street line as written in this language, for search engines ("1200, boulevard St-Laurent"). */
  streetAddress: field(text, { label: "Street line (search engines)" }),
  /** The opening hours as a small table: days, then hours. */
  hours: field(
    z
      .array(
        z.object({
          days: field(text, { label: "Days" }),
          hours: field(text, { label: "Hours" }),
        }),
      )
      .min(1),
    { label: "Opening hours (table)", summary: "{{fields.days}}: {{fields.hours}}" },
  ),
  /** Preset greeting for the floating chat and call-to-action WhatsApp buttons. */
  whatsappGreeting: longText("WhatsApp greeting"),
  /** The role of the person in charge of protecting personal information (privacy policy). */
  privacyOfficerTitle: field(text, {
    label: "Role of the person in charge of personal information (privacy policy)",
  }),
  /** The warranty's length as the terms say it: {{credentials.warrantyDuration}}. */
  warrantyDuration: pluralForms("years", {
    one: "One year",
    other: "Several years",
    label: "The warranty's length in the terms, by the number of years",
  }),
  ...translation,
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
    inquiry: withPlaceholders("name"),
    email: text,
    phone: text,
    message: text,
    /** Between a line's name and its value: ": ", or " : " with a non-breaking space in French. */
    separator: z.string().min(1),
  }),
});

/** One number the business states ({number}) and the words of the link to its register. */
const registerCheck = (name: string) =>
  field(
    z.object({
      number: field(withPlaceholders("number"), { label: `The ${name} ({number})` }),
      link: field(text, { label: "Link to its public register" }),
    }),
    { label: name },
  );

/** A group of interface labels, folded in the form until opened. */
const group = <T extends z.core.$ZodLooseShape>(shape: T, form: FormMeta = {}) =>
  field(z.object(shape), { collapsed: true, ...form });

/**
 * Interface labels editors may change: content/interface-labels.yml (the form names each by its
 * key).
 */
export const UiFileSchema = z.object({
  skipLink: text,
  logoLabel: text,
  nav: group({ label: text, openMenu: text, closeMenu: text, menuTitle: text, callIcon: text }),
  topBar: group({ emailLabel: text }),
  footer: group({
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
  legal: group({ updated: text }),
  /** Links to “Your project, step by step” from the services and the terms. */
  process: group(
    {
      lead: field(text, { label: "Before the link (services, terms, refund policy)" }),
      standIn: longText("Note while the page's promises are examples"),
    },
    { label: "Your project, step by step (links)" },
  ),
  legalLinks: group({ terms: text, privacy: text, refund: text, accessibility: text }),
  /** Credentials lines; {placeholders} are filled from content/shared/business.yml. */
  credentials: group({
    heading: text,
    insurance: field(withPlaceholders("amount"), { label: "Insurance line ({amount})" }),
    insurer: field(withPlaceholders("insurer"), { label: "Insurer line ({insurer})" }),
    wsib: field(text, { label: "WSIB line" }),
    warranty: pluralForms("years", {
      one: "One year",
      other: "Several years",
      label: "Warranty line, by the number of years",
    }),
    memberships: field(withPlaceholders("names"), { label: "Memberships line ({names})" }),
    readReviews: field(withPlaceholders("site"), {
      label: "Link to read the reviews on a site ({site})",
    }),
    leaveReview: field(withPlaceholders("site"), {
      label: "Link to leave a review on a site ({site})",
    }),
    /**
     * "Check us": each number the business states, with the public register where anyone
     * verifies it (the register's address: content/shared/business.yml, registers).
     */
    checks: field(
      z.object({
        heading: field(text, { label: "Heading" }),
        rbq: registerCheck("RBQ licence"),
        wsib: registerCheck("WSIB account"),
        gstHst: registerCheck("GST/HST number"),
        qst: registerCheck("QST number"),
      }),
      {
        label: "“Check us”: each number and its public register",
        hint: "A number still shown as an example gets no link.",
        collapsed: true,
      },
    ),
    /** The credentials' names in the structured data (JSON-LD) that search engines read. */
    structuredData: field(
      z.object({
        wsibCertificate: field(text, { label: "WSIB certificate" }),
        wsibBoard: field(text, { label: "WSIB (the board)" }),
        liabilityInsurance: field(text, { label: "Liability insurance" }),
        quoteContact: field(text, { label: "The contact for quotes (its kind)" }),
      }),
      {
        label: "Names for search engines (structured data)",
        hint: "Not shown on the pages: the names of the credentials in the data search engines read.",
      },
    ),
  }),
  floating: group({
    label: field(text, {
      hint: "Names the landmark that holds the two floating contact buttons (screen readers).",
    }),
    whatsapp: text,
    call: text,
  }),
  cta: group({ whatsapp: text, call: text, quote: text, newWindow: text }),
  services: group({
    categoriesLabel: text,
    learnMore: text,
    learnMoreAbout: text,
    servicesCount: text,
  }),
  service: group({
    breadcrumbLabel: text,
    home: text,
    services: text,
    overview: text,
    highlights: text,
    quoteHeading: field(text, {
      hint: "{nameInSentence} is the service's name with its first letter in lower case (French writes it after a dash).",
    }),
    quoteBody: text,
    related: text,
    titleTemplate: text,
  }),
  testimonials: group({
    rating: text,
    quote: field(withPlaceholders("quote"), {
      label: "Quotation marks around a testimonial ({quote})",
    }),
    projectType: text,
  }),
  /** Project pages, their cards and the before/after compare; {placeholders} filled in. */
  projects: group({
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
    /** "Recent work" when every project shown is an example (docs/decisions/0014). */
    recentExamples: field(text, { label: "Heading when the projects shown are examples" }),
    recentExamplesIntro: longText("Its introduction"),
    seeAll: text,
    galleryLink: text,
  }),
  gallery: group({
    open: text,
    dialogLabel: text,
    previous: text,
    next: text,
    close: text,
    position: text,
  }),
  contact: group({
    phoneOffice: text,
    phoneWhatsapp: text,
    email: text,
    address: text,
    hours: text,
    mapTitle: text,
    mapLink: text,
  }),
  form: group({
    email: group({ placeholder: text }),
    phone: group({ placeholder: text }),
    submit: text,
    required: text,
    tooLong: text,
    invalidEmail: text,
    missing: text,
    popupFallback: text,
    popupFallbackLink: text,
    privacy: text,
    /** The estimate visits the team publishes (content/estimate-windows.yml, docs/decisions/0018). */
    estimate: group(
      {
        label: field(text, { label: "Field label" }),
        hint: longText("Under the label"),
        choose: field(text, { label: "First choice: no time chosen" }),
        none: field(text, { label: "Last choice: none of these times" }),
        when: field(
          text.regex(/\{date\}/, "must contain {date}").regex(/\{part\}/, "must contain {part}"),
          {
            label: "A time as offered ({date} is the day, {part} the part of the day)",
          },
        ),
        parts: field(z.object({ morning: text, afternoon: text, evening: text }), {
          label: "Parts of the day, as they follow the day",
        }),
        sides: field(z.object({ on: text, qc: text }), { label: "Sides of the river" }),
        line: field(text.regex(/\{window\}/, "must contain {window}"), {
          label: "Line of the WhatsApp message for a chosen time ({window})",
        }),
        noneLine: field(text, { label: "Line of the WhatsApp message when none suits" }),
        usual: longText("Shown when no time is published: when the team usually answers"),
        asOf: field(text.regex(/\{date\}/, "must contain {date}"), {
          label: "Without JavaScript: before the list of times ({date} is the day of publication)",
          widget: "text",
        }),
      },
      { label: "Estimate visits (choice in the form)" },
    ),
    /** The photos a visitor sends after the message (a list per service, content/services/). */
    photos: group(
      {
        ready: field(text, { label: "Heading once the message is ready" }),
        heading: field(text, { label: "Heading of the photo list" }),
        intro: longText("Under that heading"),
        count: field(
          z.object({
            one: text.regex(/\{count\}/, "must contain {count}"),
            other: text.regex(/\{count\}/, "must contain {count}"),
          }),
          { label: "Last line of the WhatsApp message ({count} photos)" },
        ),
        general: field(z.array(text).min(1).max(6), {
          label: "Photos asked for when no service is known",
          summary: "{{fields.photo}}",
          item: { name: "photo", label: "Photo" },
        }),
        next: field(text, { label: "Before the link to “Your project, step by step”" }),
      },
      { label: "Photos to send (after the message)" },
    ),
    /** The path without JavaScript: one box sent to WhatsApp, then the phone and email. */
    noscript: group(
      { intro: field(text, { widget: "text" }), label: text, placeholder: text, other: text },
      {
        label: "Without JavaScript (one box sent to WhatsApp)",
        hint: "Shown in place of the form when the browser runs no JavaScript: one box, sent to WhatsApp as typed.",
      },
    ),
  }),
  toast: group({ close: text, region: text, announce: text }),
  counters: group({ label: text }),
  loading: text,
  /** Between a label and its value; French needs a non-breaking space before the colon. */
  colon: field(z.string().min(1), { label: "Between a label and its value (keep its spaces)" }),
  notFound: group({ title: text, heading: text, body: text, home: text, services: text }),
  error: group({ retry: text, home: text }),
  sitemap: group({ main: text, services: text, projects: text, legal: text }),
  meta: group({ ogLocale: text, ogLocaleAlternate: text }),
  language: group({ switchLabel: text, switchName: text }),
  preview: group({
    label: text,
    branch: text,
    commit: text,
    local: text,
    production: text,
    /** How many French entries are behind English ({count}), linking to the status page. */
    translationsBehind: field(withPlaceholders("count"), {
      label: "French pages behind English ({count})",
    }),
  }),
  /**
   * Stand-ins (docs/decisions/0014): the label of an example project, the note listing the
   * business facts still shown as examples, and the preview banner's count.
   */
  standIn: group({
    project: field(text, { label: "Label of an example project" }),
    note: field(withPlaceholders("items"), {
      label: "Note listing the examples ({items})",
      widget: "text",
    }),
    facts: field(
      z.object({
        phones: text,
        email: text,
        address: text,
        rbqLicence: text,
        insurance: text,
        wsibClearance: text,
        gstHst: text,
        qst: text,
        reviews: text,
        privacyEmail: text,
        warranty: text,
        counters: text,
        paintClaims: text,
        photos: text,
      }),
      { label: "How the note names each example" },
    ),
    count: field(withPlaceholders("count"), { label: "Preview banner: stand-ins left ({count})" }),
  }),
  /**
   * /llms.txt and /fr/llms.txt: the plain-text summary answer engines read (docs/decisions/0016),
   * its section headings; the rest is the site's own words.
   */
  llms: group({
    services: field(text, { label: "Heading: the services and their typical prices" }),
    beforeTax: field(text, { label: "After a price: before tax" }),
    areas: field(text, { label: "Heading: the areas served" }),
    contact: field(text, { label: "Heading: how to reach the business" }),
    legal: field(text, { label: "Heading: the legal pages" }),
  }),
  /** Guides: the index, a guide's page, its feed, the guides listed on a service page. */
  guides: group({
    guides: text,
    readingTime: field(withPlaceholders("minutes"), { label: "Reading time ({minutes})" }),
    published: text,
    updated: text,
    author: text,
    services: text,
    read: text,
    onService: field(text, { label: "Guides on a service page" }),
    feed: field(text, { label: "The guides' feed ({name} is the business name)" }),
  }),
  /** Service areas: the hub and an area's page; `quebec` is filled with {licence}. */
  areas: group({
    projects: text,
    testimonials: text,
    services: text,
    quebecHeading: field(text, { label: "Quebec areas' heading" }),
    quebec: field(withPlaceholders("licence"), {
      label: "Quebec's licence ({licence} is the RBQ number)",
      widget: "text",
    }),
    quebecContracts: longText("Quebec's contracts in French"),
    /** Above example projects: never "our work here" (docs/decisions/0014). */
    exampleProjects: field(text, { label: "Heading above example projects" }),
    exampleProjectsNote: longText("Note under it"),
    /** Above testimonials written to illustrate: never "what clients here said". */
    exampleTestimonials: field(text, { label: "Heading above example testimonials" }),
    /** In Quebec while the licence is a stand-in: the rule, without a number. */
    quebecNoLicence: longText("Quebec's licence while the number is an example"),
    view: text,
    workCount: pluralForms("count", {
      one: "One job",
      other: "Several jobs",
      label: "Finished jobs in an area (real ones only)",
    }),
    exampleWork: field(text, { label: "An area whose work is all examples" }),
    /** An area page's title in search results ({name}: the area's), unique in each language. */
    title: field(withPlaceholders("name"), {
      label: "An area page's title in search results ({name} is the area's)",
    }),
  }),
  /** Questions and answers on a service page and on the FAQ page. */
  questions: group({
    heading: text,
    faqLink: field(text, { label: "Link to the questions page" }),
  }),
  /** The footer's and the sitemap page's links to the new sections. */
  sections: group(
    { guides: text, areas: text, faq: text, prices: text },
    { label: "Links to the guides, areas, questions and price ranges pages" },
  ),
  /** The price ranges page's links from the services, and its range carried into the quote form. */
  prices: group(
    {
      link: field(text, { label: "Link to the price ranges page" }),
      added: field(text, { label: "Quote form: the range added from the price ranges page" }),
      remove: field(text, { label: "Quote form: button removing that range" }),
    },
    { label: "Price ranges" },
  ),
  ...translation,
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
  /** The "Before launch" page, /admin/launch/: every stand-in left, as the CMS names it. */
  launch: z.object({
    title: text,
    intro: text,
    left: withPlaceholders("count"),
    ready: text,
    howTo: text,
  }),
  /** The content editor's own messages (public/admin/cms-setup.js reads them at /admin/). */
  cms: z.object({
    loading: text,
    failed: withPlaceholders("error"),
    processing: withPlaceholders("file"),
    notAPhoto: withPlaceholders("file"),
    /** Above the list of a refused save's problems, which stays until the entry saves. */
    notSaved: text,
    /** A save refused because the form holds another entry than its address names. */
    otherEntry: withPlaceholders("entry"),
    /** Saved, an area no project or testimonial names: not on the site yet, why, what publishes it. */
    areaWaits: withPlaceholders("area"),
    /**
     * The French pane's labels and hints, by their English words (the schemas' own), and
     * Decap's "optional" (public/admin/cms-french.mjs).
     */
    french: z.object({
      optional: text,
      labels: z.record(z.string(), text),
      hints: z.record(z.string(), text),
    }),
    /** A day field's button writing today's date. */
    today: text,
    /** The refusal box's buttons: fold its list away, show it again, move the box. */
    fold: text,
    unfold: text,
    move: text,
  }),
});

export type Ui = z.infer<typeof UiFileSchema> & z.infer<typeof FixedFileSchema>;

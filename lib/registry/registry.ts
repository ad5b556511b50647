/*
 * The content registry: every collection of content/ declared once, in the CMS's order: where
 * its files are, its schema (which marks the fields stated once, in English), whether it holds
 * both languages, the page its entries get and the page "View preview" opens. Every reader
 * takes its files from here (__tests__/content/registry.test.ts moves them all and sees each
 * follow). The CMS's own settings sit beside each entry. No content is read here, and no file
 * system: the module runs in the browser too (the pre-save check).
 */
import { type z } from "zod";
import { areaFrontMatterSchema } from "@/lib/schemas/area";
import { BusinessFileSchema, ConstantsFileSchema } from "@/lib/schemas/business";
import {
  CategoriesTextFileSchema,
  ServiceDefaultsFrontMatterSchema,
  ServiceFrontMatterSchema,
  ServicesFileSchema,
} from "@/lib/schemas/catalogue";
import { sharedPaths } from "@/lib/schemas/form-meta";
import { type GuideChoices, guideFrontMatterSchema } from "@/lib/schemas/guide";
import {
  AdminFileSchema,
  FixedFileSchema,
  SiteTextFileSchema,
  UiFileSchema,
} from "@/lib/schemas/labels";
import { CampaignsFileSchema, type NoticeChoices, noticeSchema } from "@/lib/schemas/notices";
import {
  AboutFileSchema,
  HomeFileSchema,
  LegalFrontMatterSchema,
  PagesFileSchema,
  ProcessFrontMatterSchema,
  SharedTestimonialsFileSchema,
  TestimonialsTextFileSchema,
} from "@/lib/schemas/pages";
import { EstimateWindowsFileSchema } from "@/lib/schemas/estimate-windows";
import { GalleryFileSchema } from "@/lib/schemas/photo";
import { PriceRangeFileSchema } from "@/lib/schemas/price-ranges";
import { type ProjectChoices, projectFrontMatterSchema } from "@/lib/schemas/project";
import { QuestionsFileSchema } from "@/lib/schemas/questions";
import { type PageKey, RoutesFileSchema } from "@/lib/schemas/routes";
import { TeamFileSchema } from "@/lib/schemas/team";
import { PAGED_FOLDERS } from "@/lib/registry/paged-folders";

/** What the schemas whose choices come from the content need: read by each reader its way. */
export type Choices = { project: ProjectChoices; guide: GuideChoices; notice: NoticeChoices };

/** The content entries with a page each, below their list page (app/_pages/entry.tsx). */
export type EntryKind = "services" | "projects" | "guides" | "areas";

/** One file of a collection of single files. */
export type RegisteredFile<S extends z.ZodType = z.ZodType> = {
  label: string;
  /** Relative to content/: "pages/home.yml". */
  file: string;
  schema: S;
  /** The page "View preview" opens, by its key in the route table. */
  preview: PageKey;
  /** "" is a value here, not an empty field (a file the CMS does not write: the home slug). */
  keepEmptyText?: boolean;
};

/** The long text under a Markdown file's front matter. */
type MarkdownBody = { label: string; required: boolean; buttons: string[] };

type Common = {
  label: string;
  description?: string;
  /** Both languages in one entry (YAML: `en:` and `fr:` halves; Markdown: a file each). */
  bilingual: boolean;
  /** False for the files the team does not edit: the CMS leaves them out. */
  cms?: false;
};

/** One file per catalogue service, `<folder>/<service>.yml`, beside the collection's `files`. */
type PerService = {
  folder: string;
  schema: z.ZodType;
  /** The page that previews every file; each service's own page when absent. */
  preview?: PageKey;
};

type FilesCollection = Common & {
  kind: "files";
  format: "content-yaml" | "yaml-list";
  files: Record<string, RegisteredFile>;
  perService?: PerService;
};

export type FolderCollection = Common & {
  kind: "folder";
  format: "content-md" | "content-yaml";
  /** Relative to content/: "projects". */
  folder: string;
  schema: z.ZodType | ((choices: Choices) => z.ZodType);
  /**
   * The entries' page kind and its dynamic segment, below `parent` when there is one (a
   * service's category): the page "View preview" opens too; `mayBeEmpty`: the folder may hold no entry, and then the
   * kind's pages go, its list page with them (the site shows no empty section).
   */
  page?: { kind: EntryKind; segment: string; parent?: string; mayBeEmpty?: true };
  /** What one entry is, for messages ("guide"). */
  noun?: string;
  body?: MarkdownBody;
  /**
   * Everything else Decap takes for a folder: create, delete, slug, summary; `preview_path`, a
   * route-table key or a pattern of the entry, unless the entries have pages (`page`).
   */
  settings: Record<string, unknown> & { preview_path?: PageKey | `{{${string}` };
};

export type Collection = FilesCollection | FolderCollection;

/** A Markdown editor's buttons, with its levels of heading ("two", "three"). */
const buttons = (...headings: string[]) => [
  "bold",
  "italic",
  "link",
  ...headings.map((level) => `heading-${level}`),
  "bulleted-list",
  "numbered-list",
];
const SERVICE_BUTTONS = buttons("three", "four");
const ARTICLE_BUTTONS = buttons("two", "three");

const file = <S extends z.ZodType>(
  label: string,
  path: string,
  schema: S,
  preview: PageKey,
): RegisteredFile<S> => ({ label, file: path, schema, preview });

const pageFile = <K extends keyof typeof PagesFileSchema.shape & PageKey>(name: K, label: string) =>
  file(label, `pages/${name}.yml`, PagesFileSchema.shape[name], name);

const fixedEntries = (summary: string, preview?: FolderCollection["settings"]["preview_path"]) => ({
  create: false,
  delete: false,
  summary,
  ...(preview ? { preview_path: preview } : {}),
});

/** Entries the team adds and deletes, each at the address its form names. */
const ownEntries = { create: true, delete: true, slug: "{{fields.address}}" } as const;

/** A collection of YAML files, each in both languages unless it says otherwise. */
const yamlFiles = <
  C extends Omit<FilesCollection, "kind" | "format" | "bilingual"> & { bilingual?: false },
>(
  collection: C,
) => ({ kind: "files" as const, format: "content-yaml" as const, bilingual: true, ...collection });

/** A folder of Markdown entries, each language in a file of its own. */
const markdownFolder = <C extends Omit<FolderCollection, "kind" | "format" | "bilingual">>(
  collection: C,
) => ({ kind: "folder" as const, format: "content-md" as const, bilingual: true, ...collection });

const serviceFolder = (category: "residential" | "commercial") =>
  markdownFolder({
    label: category === "residential" ? "Residential services" : "Commercial services",
    description: "The catalogue is fixed: services can be edited, not added or removed.",
    folder: PAGED_FOLDERS[category].folder,
    schema: ServiceFrontMatterSchema,
    page: PAGED_FOLDERS[category].page,
    noun: "service",
    body: {
      label: "Long description (empty for the default)",
      required: false,
      buttons: SERVICE_BUTTONS,
    },
    settings: {
      label_singular: category === "residential" ? "Residential service" : "Commercial service",
      ...fixedEntries("{{name}}"),
    },
  });

export const REGISTRY = {
  shared: yamlFiles({
    label: "Shared (all languages)",
    description: "Facts that are the same in English and French.",
    bilingual: false,
    files: {
      business: file("Business details", "shared/business.yml", BusinessFileSchema, "contact"),
      services: file(
        "Service catalogue (icons)",
        "shared/services.yml",
        ServicesFileSchema,
        "services",
      ),
    },
  }),
  shared_lists: {
    kind: "files",
    label: "Shared lists (all languages)",
    description: "Testimonial ratings, in the order shown; their words are per language.",
    format: "yaml-list",
    bilingual: false,
    files: {
      testimonials: file(
        "Testimonial ratings",
        "shared/testimonial-ratings.yml",
        SharedTestimonialsFileSchema,
        "testimonials",
      ),
    },
  },
  pages: yamlFiles({
    label: "Pages",
    description: "The words of each page, English and French side by side.",
    files: {
      home: file("Home page", "pages/home.yml", HomeFileSchema, "home"),
      about: file("About page", "pages/about.yml", AboutFileSchema, "about"),
      services: pageFile("services", "Services page"),
      gallery: pageFile("gallery", "Gallery page"),
      projects: pageFile("projects", "Projects page"),
      testimonials: pageFile("testimonials", "Testimonials page"),
      contact: pageFile("contact", "Contact page"),
      sitemap: pageFile("sitemap", "Sitemap page"),
      guides: pageFile("guides", "Guides page"),
      areas: pageFile("areas", "Areas page"),
      faq: pageFile("faq", "Questions and answers page"),
      prices: pageFile("prices", "Price ranges page"),
      review: pageFile("review", "Review and referral page"),
    },
  }),
  labels: yamlFiles({
    label: "Business name, hours and interface labels",
    description:
      "Shown on every page: the business name, the hours table, the menus, buttons and form messages. Words in {braces} are filled in by the site: keep them as they are.",
    files: {
      site: file("Business name and hours", "site.yml", SiteTextFileSchema, "home"),
      ui: file("Interface labels", "interface-labels.yml", UiFileSchema, "home"),
    },
  }),
  lists: yamlFiles({
    label: "Testimonials and gallery",
    description:
      "Testimonials' words (their ratings are under “Shared lists”); the gallery's photos with their alt texts and captions.",
    files: {
      testimonials: file(
        "Testimonials (the words)",
        "testimonial-quotes.yml",
        TestimonialsTextFileSchema,
        "testimonials",
      ),
      gallery: file(
        "Gallery (photos, alt texts and captions)",
        "gallery-photos.yml",
        GalleryFileSchema,
        "gallery",
      ),
    },
  }),
  service_texts: yamlFiles({
    label: "Service categories",
    files: {
      categories: file(
        "Category introductions",
        "services/categories.yml",
        CategoriesTextFileSchema,
        "services",
      ),
    },
  }),
  // Decap allows one-file-per-language entries only in folder collections: this folder's only
  // Markdown entry is defaults.<language>.md (categories.yml, beside it, is not Markdown).
  service_defaults: markdownFolder({
    label: "Service defaults",
    description: "The highlights and long description of a service that has none of its own.",
    folder: "services",
    schema: ServiceDefaultsFrontMatterSchema,
    body: { label: "Default long description", required: true, buttons: SERVICE_BUTTONS },
    settings: {
      ...fixedEntries("Defaults (services without their own text)", "services"),
      identifier_field: "body",
    },
  }),
  residential: serviceFolder("residential"),
  commercial: serviceFolder("commercial"),
  // Finished jobs: the team creates, edits and deletes them.
  projects: markdownFolder({
    label: "Projects",
    description:
      "Finished jobs with before/after photos. Publish a client's photos only with their written agreement; a project marked as an example says so on its page.",
    folder: PAGED_FOLDERS.projects.folder,
    schema: ({ project }: Pick<Choices, "project">) => projectFrontMatterSchema(project),
    page: PAGED_FOLDERS.projects.page,
    noun: "project",
    // A list of its own: the form would otherwise write the guides' as a YAML alias of it.
    body: { label: "The story", required: true, buttons: [...ARTICLE_BUTTONS] },
    settings: {
      label_singular: "Project",
      ...ownEntries,
      identifier_field: "title",
      summary: "{{title}} ({{date}})",
      sortable_fields: ["date", "title"],
    },
  }),
  // Guides: articles the team writes, both languages side by side; dates, author, services and
  // the photo's file entered once, in English.
  guides: markdownFolder({
    label: "Guides",
    description:
      "Articles for homeowners and property managers, newest first on the guides page and in the feeds. Facts that can be checked only: no invented figures, no prices the company has not set.",
    folder: PAGED_FOLDERS.guides.folder,
    schema: ({ guide }: Pick<Choices, "guide">) => guideFrontMatterSchema(guide),
    page: PAGED_FOLDERS.guides.page,
    noun: "guide",
    body: { label: "The guide", required: true, buttons: ARTICLE_BUTTONS },
    settings: {
      label_singular: "Guide",
      ...ownEntries,
      identifier_field: "title",
      summary: "{{title}} ({{published}})",
      sortable_fields: ["published", "title"],
    },
  }),
  // Service areas: a page exists only with local work (a project or a testimonial whose
  // "Service area" names it) and the team's own paragraphs; an area without is left out.
  areas: markdownFolder({
    label: "Service areas",
    description:
      "A neighbourhood or sector with work we finished there. An area shows on the site once a project or a testimonial names it as its service area (no pages without real local work); until then the build leaves it out and says so.",
    folder: PAGED_FOLDERS.areas.folder,
    schema: areaFrontMatterSchema,
    page: PAGED_FOLDERS.areas.page,
    noun: "service area",
    body: {
      label: "Working there (the team's own words)",
      required: true,
      buttons: ARTICLE_BUTTONS,
    },
    settings: {
      label_singular: "Service area",
      ...ownEntries,
      identifier_field: "name",
      summary: "{{name}} ({{city}})",
    },
  }),
  // One file per service (shown on its page) and the general ones (the questions page).
  questions: yamlFiles({
    label: "Questions and answers",
    description:
      "At least three questions per service, shown on its page; the general ones on the questions page. The same questions in both languages, in the same order.",
    files: {
      general: file(
        "General (the questions page)",
        "questions/general.yml",
        QuestionsFileSchema,
        "faq",
      ),
    },
    perService: { folder: "questions", schema: QuestionsFileSchema },
  }),
  // One file per service: its typical price range, shown on the price-ranges page.
  price_ranges: yamlFiles({
    label: "Price ranges",
    description:
      "What a typical job of each service costs: the unit, a low and a high figure, every mandatory fee, what the range includes and excludes, and the day the rates were last reviewed. Figures entered once, in English.",
    files: {},
    perService: {
      folder: "price-ranges",
      schema: PriceRangeFileSchema,
      preview: "prices",
    },
  }),
  team: yamlFiles({
    label: "Team",
    description: "The people who sign the guides.",
    files: { team: file("Team members", "team.yml", TeamFileSchema, "guides") },
  }),
  // One file per notice (content/notices/<name>.yml), shown from its first day to its last.
  notices: {
    kind: "folder",
    label: "Notices",
    description:
      "A short dated message: a bar on every page, on the home page, or on chosen service pages. An offer (a price, a percentage, “free”) needs its conditions and its last day.",
    format: "content-yaml",
    bilingual: true,
    folder: "notices",
    schema: ({ notice }: Pick<Choices, "notice">) => noticeSchema(notice),
    noun: "notice",
    settings: {
      label_singular: "Notice",
      extension: "yml",
      create: true,
      delete: true,
      identifier_field: "message",
      slug: "{{fields.firstDay}}-{{slug}}",
      summary: "{{firstDay}} → {{lastDay}} · {{placement}} · {{message}}",
      // The first chosen service page for a notice placed on service pages, the home page
      // otherwise: either way a page where it shows.
      preview_path: "{{fields.services.0}}",
      preview_path_preserve_slashes: true,
    },
  },
  campaigns: yamlFiles({
    label: "Campaigns",
    description:
      "Campaign codes for links on notices, flyers, lawn signs and posts (https://www.example.com/?campaign=<code>): a quote request sent during that visit names the campaign. A code not listed here is ignored.",
    files: {
      campaigns: file(
        "Campaign codes and notice labels",
        "campaigns.yml",
        CampaignsFileSchema,
        "home",
      ),
    },
  }),
  // The next free estimate visits, offered by the quote form (docs/decisions/0018).
  estimate_windows: yamlFiles({
    label: "Estimate visits",
    description:
      "The next free estimate visits the quote form offers: a day, a part of the day and the side of the river. A visitor's choice reaches you in the WhatsApp message as a request to confirm by reply.",
    files: {
      windows: file(
        "Next free estimate visits",
        "estimate-windows.yml",
        EstimateWindowsFileSchema,
        "contact",
      ),
    },
  }),
  legal: markdownFolder({
    label: "Legal pages",
    folder: "legal",
    schema: LegalFrontMatterSchema,
    noun: "legal page",
    body: {
      label: "Text",
      required: true,
      buttons: buttons("two", "three", "four"),
    },
    settings: { label_singular: "Legal page", ...fixedEntries("{{title}}", "{{slug}}/") },
  }),
  // What happens before, during and after a job, up to a warranty claim (docs/decisions/0018).
  process: markdownFolder({
    label: "Your project, step by step",
    description:
      "What a client can expect: preparation, the crew lead, updates and the colour sign-off, the final walk-through, the warranty and how to claim. Each promise here is a representation: keep it to what the business does.",
    folder: "process",
    schema: ProcessFrontMatterSchema,
    noun: "page",
    body: { label: "Text", required: true, buttons: ARTICLE_BUTTONS },
    settings: {
      label_singular: "Page",
      ...fixedEntries("{{title}}", "process"),
    },
  }),
  // Not in the CMS: spec figures, URLs and the status page's labels; the spec's fixed wording.
  fixed: yamlFiles({
    cms: false,
    label: "Fixed by the specification",
    bilingual: false,
    files: {
      constants: file("Figures", "shared/constants.yml", ConstantsFileSchema, "home"),
      routes: {
        ...file("Page addresses", "shared/routes.yml", RoutesFileSchema, "home"),
        keepEmptyText: true,
      },
      admin: file("Status page labels", "shared/admin.yml", AdminFileSchema, "home"),
    },
  }),
  fixed_wording: yamlFiles({
    cms: false,
    label: "Fixed wording",
    files: { fixed: file("Fixed wording", "fixed-wording.yml", FixedFileSchema, "home") },
  }),
} satisfies Record<string, Collection>;

export type CollectionName = keyof typeof REGISTRY;

/** Every collection with its name, in the registry's order. */
export const collections = (): [CollectionName, Collection][] =>
  Object.entries(REGISTRY) as [CollectionName, Collection][];

/** The kinds of entry whose pages lie below a list page of their own (not the services). */
export type ListedKind = Exclude<EntryKind, "services">;

/** A kind of entry with pages, as its folder collections declare it. */
export type EntryPages = {
  kind: EntryKind;
  /** The dynamic segments of an entry's page, outermost first (["category", "service"]). */
  segments: string[];
  /** Its folder collections, by name, and their folders (relative to content/). */
  collections: CollectionName[];
  folders: string[];
  /** Its folders may hold no entry: its pages, the list page with them, then go. */
  mayBeEmpty: boolean;
};

/**
 * Every kind of entry with pages, in the registry's order, read from the folder collections'
 * `page`: the router's loops, the notices' choices, the page files (scripts/build/routes.mjs) and
 * the pages Next builds (next.config.ts) follow a new kind.
 */
export const ENTRY_PAGES = collections().reduce<EntryPages[]>((all, [name, collection]) => {
  if (collection.kind !== "folder" || !collection.page) return all;
  const { kind, segment, parent, mayBeEmpty = false } = collection.page;
  const known = all.find((each) => each.kind === kind);
  if (known) {
    known.collections.push(name);
    known.folders.push(collection.folder);
  } else {
    const segments = parent ? [parent, segment] : [segment];
    all.push({ kind, segments, collections: [name], folders: [collection.folder], mayBeEmpty });
  }
  return all;
}, []);

/** Each listed kind's one dynamic segment, in the registry's order. */
export const LISTED_SEGMENTS = Object.fromEntries(
  ENTRY_PAGES.flatMap(({ kind, segments }) => (kind === "services" ? [] : [[kind, segments[0]]])),
) as Record<ListedKind, string>;

/** The listed kinds, in the registry's order. */
export const LISTED_KINDS = Object.keys(LISTED_SEGMENTS) as ListedKind[];

/** Any choices: which fields a schema marks shared does not depend on them. */
const ANY: Choices = {
  project: { services: ["-"], areas: ["-"], serviceAreas: ["-"], testimonials: ["-"] },
  guide: { team: ["-"], services: ["-"] },
  notice: { pages: ["-"], servicePaths: ["-"] },
};

/** A folder collection's schema, given the content's choices (any, for its shape alone). */
export const schemaOf = (collection: FolderCollection, choices: Choices = ANY): z.ZodType =>
  typeof collection.schema === "function" ? collection.schema(choices) : collection.schema;

/**
 * The fields stated once, in English, and copied to the other languages, as the schema marks
 * them (`shared`), in the loader's notation ("date", "photos[].src"): the entry's own facts
 * first, then the fields inside them (a photo's file). Said once, in the schema.
 */
export function sharedFields(schema: z.ZodType): string[] {
  const paths = sharedPaths(schema);
  const top = (path: string) => !/[.[]/.test(path);
  return [...paths.filter(top), ...paths.filter((path) => !top(path))];
}

/** The top-level facts of `sharedFields`: left out of the other languages' schema. */
export const sharedFacts = (schema: z.ZodType): string[] =>
  sharedFields(schema).filter((path) => !/[.[]/.test(path));

/** Each service's file of a per-service collection ("questions/drywall-repair.yml"). */
export const perServiceFile = (perService: PerService, serviceId: string) =>
  `${perService.folder}/${serviceId}.yml`;

/** Where a content file or entry belongs in the registry. */
export type Found =
  | { name: CollectionName; kind: "file"; collection: FilesCollection; file: RegisteredFile }
  | { name: CollectionName; kind: "service-file"; collection: FilesCollection; id: string }
  | { name: CollectionName; kind: "entry"; collection: FolderCollection; id: string };

/**
 * The collection a content file or entry belongs to ("pages/about.yml", "questions/x.yml",
 * "services/residential/drywall-repair" or its "….en.md"), relative to content/; undefined for
 * a file the registry does not hold.
 */
export function findEntry(entry: string): Found | undefined {
  const all = collections();
  for (const [name, collection] of all) {
    if (collection.kind !== "files") continue;
    const file = Object.values(collection.files).find((each) => each.file === entry);
    if (file) return { name, kind: "file", collection, file };
  }
  const markdown = /\.[a-z]{2}\.md$/.test(entry) || !/\.[a-z]+$/.test(entry);
  const id = entry.replace(/\.(yml|[a-z]{2}\.md)$/, "");
  const slash = id.lastIndexOf("/");
  const [folder, base] = [id.slice(0, Math.max(slash, 0)), id.slice(slash + 1)];
  for (const [name, collection] of all) {
    if (collection.kind === "files" && collection.perService?.folder === folder && !markdown)
      return { name, kind: "service-file", collection, id: base };
    if (
      collection.kind === "folder" &&
      collection.folder === folder &&
      markdown === (collection.format === "content-md")
    )
      return { name, kind: "entry", collection, id: base };
  }
  return undefined;
}

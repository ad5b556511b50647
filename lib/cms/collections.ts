/*
 * Every content collection the CMS edits, in the order of its left column: which files or
 * folder, which schema shapes them, and the few settings that are the collection's own (its
 * label, its preview page, whether the team may create entries). The fields themselves come
 * from the schema and the form words beside each field (lib/schemas/form-meta.ts).
 *
 * A new collection is one entry here: its schema (with `field(…)` words beside its fields) and
 * where its files live; then `npm run cms:config` writes public/admin/config.yml, and the
 * agreement test (__tests__/cms/config.test.ts) checks the form against the schema and files.
 * Not in the CMS, on purpose: content/shared/constants.yml (spec figures), routes.yml (URLs),
 * content/fixed-wording.yml (wording the spec fixes) and content/shared/admin.yml (the status page).
 */
import { type z } from "zod";
import { BusinessFileSchema } from "@/lib/schemas/business";
import {
  CategoriesTextFileSchema,
  ServiceDefaultsFrontMatterSchema,
  ServiceFrontMatterSchema,
  ServicesFileSchema,
} from "@/lib/schemas/catalogue";
import { SiteTextFileSchema, UiFileSchema } from "@/lib/schemas/labels";
import { CampaignsFileSchema, type NoticeCatalogue, noticeSchema } from "@/lib/schemas/notices";
import {
  AboutFileSchema,
  HomeFileSchema,
  LegalFrontMatterSchema,
  PagesFileSchema,
  SharedTestimonialsFileSchema,
  TestimonialsTextFileSchema,
} from "@/lib/schemas/pages";
import { GalleryFileSchema } from "@/lib/schemas/photo";
import { areaFrontMatterSchema } from "@/lib/schemas/area";
import { type GuideCatalogue, guideFrontMatterSchema } from "@/lib/schemas/guide";
import { type ProjectCatalogue, projectFrontMatterSchema } from "@/lib/schemas/project";
import { QuestionsFileSchema } from "@/lib/schemas/questions";
import { PriceRangeFileSchema } from "@/lib/schemas/price-ranges";
import { TeamFileSchema } from "@/lib/schemas/team";

/** One file of a "files" collection. */
export type CmsFile = {
  name: string;
  label: string;
  /** Relative to the repository: "content/pages/home.yml". */
  file: string;
  schema: z.ZodType;
  /** The page "View preview" opens, as its English address. */
  previewPath: string;
};

/** The long text under a Markdown file's front matter. */
type MarkdownBody = { label: string; required: boolean; buttons: string[] };

type Common = {
  name: string;
  label: string;
  description?: string;
  /** Both languages in one entry (YAML: `en:` and `fr:` halves; Markdown: a file each). */
  bilingual: boolean;
};

export type CmsCollection = Common &
  (
    | {
        kind: "files";
        format: "content-yaml" | "yaml-list";
        files: CmsFile[];
      }
    | {
        kind: "folder";
        format: "content-md" | "content-yaml";
        folder: string;
        schema: z.ZodType;
        body?: MarkdownBody;
        /** Everything else Decap takes for a folder: create, delete, slug, summary, preview path. */
        settings: Record<string, unknown>;
      }
  );

const SERVICE_BUTTONS = [
  "bold",
  "italic",
  "link",
  "heading-three",
  "heading-four",
  "bulleted-list",
  "numbered-list",
];

/** What the catalogue-dependent schemas need: read from the content by the generator. */
export type CmsCatalogue = {
  project: ProjectCatalogue;
  notice: NoticeCatalogue;
  guide: GuideCatalogue;
  /** The catalogue's services in order: each has its file of questions, previewed on its page. */
  services: { id: string; name: string; path: string }[];
};

const ARTICLE_BUTTONS = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "bulleted-list",
  "numbered-list",
];

const pageFile = (
  name: keyof typeof PagesFileSchema.shape,
  label: string,
  previewPath: string,
): CmsFile => ({
  name,
  label,
  file: `content/pages/${name}.yml`,
  schema: PagesFileSchema.shape[name],
  previewPath,
});

const fixedCatalogue = (summary: string, previewPath: string) => ({
  create: false,
  delete: false,
  summary,
  preview_path: previewPath,
});

export const cmsCollections = (catalogue: CmsCatalogue): CmsCollection[] => [
  {
    kind: "files",
    name: "shared",
    label: "Shared (all languages)",
    description: "Facts that are the same in English and French.",
    format: "content-yaml",
    bilingual: false,
    files: [
      {
        name: "business",
        label: "Business details",
        file: "content/shared/business.yml",
        schema: BusinessFileSchema,
        previewPath: "contact/",
      },
      {
        name: "services",
        label: "Service catalogue (icons)",
        file: "content/shared/services.yml",
        schema: ServicesFileSchema,
        previewPath: "services/",
      },
    ],
  },
  {
    kind: "files",
    name: "shared_lists",
    label: "Shared lists (all languages)",
    description: "Testimonial ratings, in the order shown; their words are per language.",
    format: "yaml-list",
    bilingual: false,
    files: [
      {
        name: "testimonials",
        label: "Testimonial ratings",
        file: "content/shared/testimonial-ratings.yml",
        schema: SharedTestimonialsFileSchema,
        previewPath: "testimonials/",
      },
    ],
  },
  {
    kind: "files",
    name: "pages",
    label: "Pages",
    description: "The words of each page, English and French side by side.",
    format: "content-yaml",
    bilingual: true,
    files: [
      {
        name: "home",
        label: "Home page",
        file: "content/pages/home.yml",
        schema: HomeFileSchema,
        previewPath: "/",
      },
      {
        name: "about",
        label: "About page",
        file: "content/pages/about.yml",
        schema: AboutFileSchema,
        previewPath: "about/",
      },
      pageFile("services", "Services page", "services/"),
      pageFile("gallery", "Gallery page", "gallery/"),
      pageFile("projects", "Projects page", "projects/"),
      pageFile("testimonials", "Testimonials page", "testimonials/"),
      pageFile("contact", "Contact page", "contact/"),
      pageFile("sitemap", "Sitemap page", "sitemap/"),
      pageFile("guides", "Guides page", "guides/"),
      pageFile("areas", "Areas page", "areas/"),
      pageFile("faq", "Questions and answers page", "faq/"),
      pageFile("prices", "Price ranges page", "price-ranges/"),
    ],
  },
  {
    kind: "files",
    name: "labels",
    label: "Business name, hours and interface labels",
    description:
      "Shown on every page: the business name, the hours table, the menus, buttons and form messages. Words in {braces} are filled in by the site: keep them as they are.",
    format: "content-yaml",
    bilingual: true,
    files: [
      {
        name: "site",
        label: "Business name and hours",
        file: "content/site.yml",
        schema: SiteTextFileSchema,
        previewPath: "/",
      },
      {
        name: "ui",
        label: "Interface labels",
        file: "content/interface-labels.yml",
        schema: UiFileSchema,
        previewPath: "/",
      },
    ],
  },
  {
    kind: "files",
    name: "lists",
    label: "Testimonials and gallery",
    description:
      "Testimonials' words (their ratings are under “Shared lists”); the gallery's photos with their alt texts and captions.",
    format: "content-yaml",
    bilingual: true,
    files: [
      {
        name: "testimonials",
        label: "Testimonials (the words)",
        file: "content/testimonial-quotes.yml",
        schema: TestimonialsTextFileSchema,
        previewPath: "testimonials/",
      },
      {
        name: "gallery",
        label: "Gallery (photos, alt texts and captions)",
        file: "content/gallery-photos.yml",
        schema: GalleryFileSchema,
        previewPath: "gallery/",
      },
    ],
  },
  {
    kind: "files",
    name: "service_texts",
    label: "Service categories",
    format: "content-yaml",
    bilingual: true,
    files: [
      {
        name: "categories",
        label: "Category introductions",
        file: "content/services/categories.yml",
        schema: CategoriesTextFileSchema,
        previewPath: "services/",
      },
    ],
  },
  // Decap allows one-file-per-language entries only in folder collections: this folder's only
  // Markdown entry is defaults.<language>.md (categories.yml, beside it, is not Markdown).
  {
    kind: "folder",
    name: "service_defaults",
    label: "Service defaults",
    description: "The highlights and long description of a service that has none of its own.",
    format: "content-md",
    bilingual: true,
    folder: "content/services",
    schema: ServiceDefaultsFrontMatterSchema,
    body: { label: "Default long description", required: true, buttons: SERVICE_BUTTONS },
    settings: {
      ...fixedCatalogue("Defaults (services without their own text)", "services/"),
      identifier_field: "body",
    },
  },
  ...(["residential", "commercial"] as const).map((category): CmsCollection => ({
    kind: "folder",
    name: category,
    label: category === "residential" ? "Residential services" : "Commercial services",
    description: "The catalogue is fixed: services can be edited, not added or removed.",
    format: "content-md",
    bilingual: true,
    folder: `content/services/${category}`,
    schema: ServiceFrontMatterSchema,
    body: {
      label: "Long description (empty for the default)",
      required: false,
      buttons: SERVICE_BUTTONS,
    },
    settings: {
      label_singular: category === "residential" ? "Residential service" : "Commercial service",
      ...fixedCatalogue("{{name}}", `services/${category}/{{slug}}/`),
    },
  })),
  // Finished jobs: the team creates, edits and deletes them.
  {
    kind: "folder",
    name: "projects",
    label: "Projects",
    description:
      "Finished jobs with before/after photos. Publish a client's photos only with their written agreement; a project marked as an example says so on its page.",
    format: "content-md",
    bilingual: true,
    folder: "content/projects",
    schema: projectFrontMatterSchema(catalogue.project),
    body: {
      label: "The story",
      required: true,
      buttons: [
        "bold",
        "italic",
        "link",
        "heading-two",
        "heading-three",
        "bulleted-list",
        "numbered-list",
      ],
    },
    settings: {
      label_singular: "Project",
      create: true,
      delete: true,
      slug: "{{fields.address}}",
      identifier_field: "title",
      summary: "{{title}} ({{date}})",
      sortable_fields: ["date", "title"],
      preview_path: "projects/{{slug}}/",
    },
  },
  // Guides: articles the team writes, both languages side by side; dates, author, services and
  // the photo's file entered once, in English.
  {
    kind: "folder",
    name: "guides",
    label: "Guides",
    description:
      "Articles for homeowners and property managers, newest first on the guides page and in the feeds. Facts that can be checked only: no invented figures, no prices the company has not set.",
    format: "content-md",
    bilingual: true,
    folder: "content/guides",
    schema: guideFrontMatterSchema(catalogue.guide),
    body: { label: "The guide", required: true, buttons: ARTICLE_BUTTONS },
    settings: {
      label_singular: "Guide",
      create: true,
      delete: true,
      slug: "{{fields.address}}",
      identifier_field: "title",
      summary: "{{title}} ({{published}})",
      sortable_fields: ["published", "title"],
      preview_path: "guides/{{slug}}/",
    },
  },
  // Service areas: a page exists only with local work (a project or a testimonial whose
  // "Service area" names it) and the team's own paragraphs; an area without is left out.
  {
    kind: "folder",
    name: "areas",
    label: "Service areas",
    description:
      "A neighbourhood or sector with work we finished there. An area shows on the site once a project or a testimonial names it as its service area (no pages without real local work); until then the build leaves it out and says so.",
    format: "content-md",
    bilingual: true,
    folder: "content/areas",
    schema: areaFrontMatterSchema,
    body: {
      label: "Working there (the team's own words)",
      required: true,
      buttons: ARTICLE_BUTTONS,
    },
    settings: {
      label_singular: "Service area",
      create: true,
      delete: true,
      slug: "{{fields.address}}",
      identifier_field: "name",
      summary: "{{name}} ({{city}})",
      preview_path: "areas/{{slug}}/",
    },
  },
  // One file per service (shown on its page) and the general ones (the questions page).
  {
    kind: "files",
    name: "questions",
    label: "Questions and answers",
    description:
      "At least three questions per service, shown on its page; the general ones on the questions page. The same questions in both languages, in the same order.",
    format: "content-yaml",
    bilingual: true,
    files: [
      {
        name: "general",
        label: "General (the questions page)",
        file: "content/questions/general.yml",
        schema: QuestionsFileSchema,
        previewPath: "faq/",
      },
      ...catalogue.services.map((service) => ({
        name: service.id,
        label: service.name,
        file: `content/questions/${service.id}.yml`,
        schema: QuestionsFileSchema,
        previewPath: service.path,
      })),
    ],
  },
  // One file per service: its typical price range, shown on the price-ranges page.
  {
    kind: "files",
    name: "price_ranges",
    label: "Price ranges",
    description:
      "What a typical job of each service costs: the unit, a low and a high figure, every mandatory fee, what the range includes and excludes, and the day the rates were last reviewed. Figures entered once, in English.",
    format: "content-yaml",
    bilingual: true,
    files: catalogue.services.map((service) => ({
      name: service.id,
      label: service.name,
      file: `content/price-ranges/${service.id}.yml`,
      schema: PriceRangeFileSchema,
      previewPath: "price-ranges/",
    })),
  },
  {
    kind: "files",
    name: "team",
    label: "Team",
    description: "The people who sign the guides.",
    format: "content-yaml",
    bilingual: true,
    files: [
      {
        name: "team",
        label: "Team members",
        file: "content/team.yml",
        schema: TeamFileSchema,
        previewPath: "guides/",
      },
    ],
  },
  // One file per notice (content/notices/<name>.yml), shown from its first day to its last.
  {
    kind: "folder",
    name: "notices",
    label: "Notices",
    description:
      "A short dated message: a bar on every page, on the home page, or on chosen service pages. An offer (a price, a percentage, “free”) needs its conditions and its last day.",
    format: "content-yaml",
    bilingual: true,
    folder: "content/notices",
    schema: noticeSchema(catalogue.notice),
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
  {
    kind: "files",
    name: "campaigns",
    label: "Campaigns",
    description:
      "Campaign codes for links on notices, flyers, lawn signs and posts (https://www.example.com/?campaign=<code>): a quote request sent during that visit names the campaign. A code not listed here is ignored.",
    format: "content-yaml",
    bilingual: true,
    files: [
      {
        name: "campaigns",
        label: "Campaign codes and notice labels",
        file: "content/campaigns.yml",
        schema: CampaignsFileSchema,
        previewPath: "/",
      },
    ],
  },
  {
    kind: "folder",
    name: "legal",
    label: "Legal pages",
    format: "content-md",
    bilingual: true,
    folder: "content/legal",
    schema: LegalFrontMatterSchema,
    body: {
      label: "Text",
      required: true,
      buttons: [
        "bold",
        "italic",
        "link",
        "heading-two",
        "heading-three",
        "heading-four",
        "bulleted-list",
        "numbered-list",
      ],
    },
    settings: { label_singular: "Legal page", ...fixedCatalogue("{{title}}", "{{slug}}/") },
  },
];

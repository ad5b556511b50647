import {
  CONTENT_DIR,
  ContentError,
  collectProblems,
  readLocalizedYaml,
  readYaml,
} from "@/lib/content/files";
import { renderMarkdown } from "@/lib/content/markdown";
import {
  AboutFileSchema,
  HomeFileSchema,
  PAGE_TEXT_KEYS,
  PagesFileSchema,
  SharedTestimonialsFileSchema,
  TestimonialsTextFileSchema,
} from "@/lib/schemas/pages";
import {
  AdminFileSchema,
  FixedFileSchema,
  SiteTextFileSchema,
  type Ui,
  UiFileSchema,
} from "@/lib/schemas/labels";
import { BusinessFileSchema, ConstantsFileSchema } from "@/lib/schemas/business";
import { CategoriesTextFileSchema, ServicesFileSchema } from "@/lib/schemas/catalogue";
import { RoutesFileSchema } from "@/lib/schemas/routes";
import { GalleryFileSchema } from "@/lib/schemas/photo";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import {
  LEGAL_SLUGS,
  type LegalDocument,
  type LegalSlug,
  legalDocuments,
} from "@/lib/content/legal-documents";
import { aboutPage, homePage, siteFacts } from "@/lib/content/page-texts";
import { resolvePhoto } from "@/lib/content/photos";
import { projectView, readProjects } from "@/lib/content/projects";
import { createRouter } from "@/lib/content/router";
import { readAreas, withLocalWork } from "@/lib/content/areas";
import { entryRoutes } from "@/lib/content/collection";
import { editorialContent } from "@/lib/content/editorial";
import { readGuides } from "@/lib/content/guides";
import { GENERAL, readQuestions } from "@/lib/content/questions";
import { priceRangesOf, readPriceRanges } from "@/lib/content/price-ranges";
import { readTeam } from "@/lib/content/team";
import { checkServiceFolders, serviceCatalogue } from "@/lib/content/service-catalogue";
import { HTML_LANG } from "@/lib/i18n";
import { typeset } from "@/lib/french-typography";
import { type TranslationStatus, translationStatus } from "@/lib/translation-status";
import { routeTargets } from "@/lib/translation/parity";
import { type z } from "zod";
import "@/lib/content/dev-reload";
import { checkContentLinks } from "@/lib/content/links";
import { noticeCatalogueOf, readNotices } from "@/lib/content/notice-files";

export const RELATED_SERVICES_LIMIT = 3;
export { LEGAL_SLUGS, type LegalDocument, type LegalSlug };

// ------------------------------------------------------------------ shared facts, read once

/** Every bad file is named in one run: problems are recorded, then thrown together below. */
const problems = collectProblems();

const business = readYaml("shared/business.yml", BusinessFileSchema);
const constants = readYaml("shared/constants.yml", ConstantsFileSchema);
const servicesFile = readYaml("shared/services.yml", ServicesFileSchema);
const sharedTestimonials = readYaml("shared/testimonial-ratings.yml", SharedTestimonialsFileSchema);
const routesFile = readYaml("shared/routes.yml", RoutesFileSchema, { keepEmptyText: true });
const adminFile = readYaml("shared/admin.yml", AdminFileSchema);

const serviceIds = servicesFile.categories.flatMap((category) =>
  category.services.map((s) => s.id),
);
// Guides, service areas and questions (lib/content/guides.ts, areas.ts, questions.ts).
const areaSources = problems.guard(() => readAreas());
const team = problems.guard(() => readTeam());
const guideSources = problems.guard(() =>
  readGuides({ team: team.en.map((member) => member.id), services: serviceIds }),
);
const questionFiles = problems.guard(() => readQuestions(serviceIds));
// Each service's typical price range (lib/content/price-ranges.ts).
const priceRangeFiles = problems.guard(() => readPriceRanges(serviceIds));

const projectSources = problems.guard(() =>
  readProjects({
    services: serviceIds,
    areas: business.areaServed.map((area) => area.name),
    serviceAreas: areaSources.map((area) => area.id),
    testimonials: sharedTestimonials.map((testimonial) => testimonial.id),
  }),
);
// Every area may be named by a project; only those with local work get a page.
const publishedAreas = problems.guard(() =>
  withLocalWork(areaSources, {
    projects: projectSources.map((project) => ({
      id: project.id,
      serviceArea: project.data.en.serviceArea,
    })),
    testimonials: sharedTestimonials,
  }),
);

export const router = problems.guard(() =>
  createRouter(
    routesFile,
    servicesFile,
    projectSources.map((project) => ({
      id: project.id,
      slugs: Object.fromEntries(
        LOCALES.map((locale) => [locale, project.data[locale].address]),
      ) as Record<Locale, string>,
    })),
    { guides: entryRoutes(guideSources), areas: entryRoutes(publishedAreas) },
  ),
);

/**
 * Joins a shared list (facts, order) with its words in one language, entry by entry. Both
 * files must list the same ids; the message says which file lacks which.
 */
function joinById<S extends { id: string }, T extends { id: string }>(
  sharedFile: string,
  shared: S[],
  textFile: string,
  text: T[],
): (T & S)[] {
  const missing = shared.filter((entry) => !text.some((words) => words.id === entry.id));
  const extra = text.filter((words) => !shared.some((entry) => entry.id === words.id));
  if (missing.length || extra.length) {
    throw new ContentError(textFile, [
      ...missing.map(({ id }) => `no entry for id "${id}" (listed in ${sharedFile})`),
      ...extra.map(({ id }) => `entry "${id}" is not listed in ${sharedFile}`),
    ]);
  }
  return shared.map((entry) => ({ ...text.find((words) => words.id === entry.id)!, ...entry }));
}

// ------------------------------------------------------------------ both languages' files

/** Every bilingual file is read once; each language then takes its half, typeset for it. */
const localized = <S extends z.ZodType>(file: string, schema: S) => {
  const halves = readLocalizedYaml(file, LOCALES, schema);
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeset(halves[locale], locale)]),
  ) as typeof halves;
};

const siteFile = localized("site.yml", SiteTextFileSchema);
const fixedFile = localized("fixed-wording.yml", FixedFileSchema);
const uiFile = localized("interface-labels.yml", UiFileSchema);
const homeFiles = localized("pages/home.yml", HomeFileSchema);
const aboutFiles = localized("pages/about.yml", AboutFileSchema);
/** The other pages' words, one file per page so each CMS entry previews its own page. */
const pageFiles = Object.fromEntries(
  PAGE_TEXT_KEYS.map((page) => [page, localized(`pages/${page}.yml`, PagesFileSchema.shape[page])]),
) as { [P in (typeof PAGE_TEXT_KEYS)[number]]: Record<Locale, Pages[P]> };
const testimonialsFile = localized("testimonial-quotes.yml", TestimonialsTextFileSchema);
const galleryFile = localized("gallery-photos.yml", GalleryFileSchema);
const categoriesFile = localized("services/categories.yml", CategoriesTextFileSchema);

problems.guard(() => checkServiceFolders(servicesFile));

// ------------------------------------------------------------------ one language's content

/** One language's content, each part built by the module that knows its files. */
function loadLocale(locale: Locale) {
  const siteText = siteFile[locale];
  const fixed = fixedFile[locale];
  const ui = deepMerge(uiFile[locale], fixed, `interface-labels.yml (${locale})`) as Ui;
  const href = (key: Parameters<typeof router.page>[0]) => router.page(key, locale);
  const site = siteFacts(locale, siteText, fixed, business);
  const pages = Object.fromEntries(
    PAGE_TEXT_KEYS.map((page) => [page, pageFiles[page][locale]]),
  ) as Pages;
  const testimonials = joinById(
    "content/shared/testimonial-ratings.yml",
    sharedTestimonials,
    `testimonial-quotes.yml (${locale})`,
    testimonialsFile[locale].items,
  );
  const gallery = galleryFile[locale].items.map((item, index) => ({
    caption: item.caption,
    photo: resolvePhoto(item.photo, "gallery-photos.yml", `${locale}.items[${index}].photo`),
  }));
  const categories = serviceCatalogue({
    locale,
    servicesFile,
    categoriesText: categoriesFile[locale],
    fixed,
    router,
  });
  const projects = projectsOf(locale, categories, testimonials);
  // Guides, service areas and questions (lib/content/editorial.ts).
  const editorial = editorialContent(
    { guides: guideSources, areas: publishedAreas, questions: questionFiles, team },
    {
      locale,
      render: renderMarkdown,
      guideHref: (id) => router.entry("guides", id, locale),
      areaHref: (id) => router.entry("areas", id, locale),
      services: categories.flatMap((category) => category.items),
      projects,
      testimonials,
    },
  );
  return {
    ...editorial,
    locale,
    site,
    ui,
    home: homePage(locale, homeFiles[locale], fixed, constants, href),
    about: aboutPage(locale, aboutFiles[locale]),
    pages,
    testimonials,
    gallery,
    legal: legalDocuments({ locale, siteText, business, constants, phones: site.phones }),
    categories,
    projects,
    priceRanges: priceRangesOf(priceRangeFiles, locale, categories),
  };
}

/** Finished jobs in one language, with their services and testimonial resolved. */
function projectsOf<T extends { id: string }>(
  locale: Locale,
  categories: ReturnType<typeof serviceCatalogue>,
  testimonials: T[],
) {
  const services = categories.flatMap((category) => category.items);
  const monthFormat = new Intl.DateTimeFormat(HTML_LANG[locale], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return projectSources.map((source) =>
    projectView(source, {
      locale,
      href: router.entry("projects", source.id, locale),
      month: (date) => monthFormat.format(new Date(`${date}-01T00:00:00Z`)),
      service: (id) => {
        const service = services.find((item) => item.id === id)!;
        return { id, name: service.name, href: service.href, categoryId: service.categoryId };
      },
      testimonial: (id) => testimonials.find((item) => item.id === id)!,
      story: (markdown, file) => renderMarkdown(markdown, { file, topHeading: 2, locale }),
    }),
  );
}

/**
 * interface-labels.yml and fixed-wording.yml share sections (nav, form…) but never a key:
 * merged, they are `Ui`.
 */
function deepMerge(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  file: string,
  at = "",
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const here = at ? `${at}.${key}` : key;
    const mine = out[key];
    if (mine === undefined) out[key] = value;
    else if (isObject(mine) && isObject(value)) out[key] = deepMerge(mine, value, file, here);
    else
      throw new ContentError(file, [
        `${here} is a fixed string: it belongs in fixed-wording.yml only`,
      ]);
  }
  return out;
}
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type LocaleContent = ReturnType<typeof loadLocale>;
type Pages = z.infer<typeof PagesFileSchema>;
export type Site = LocaleContent["site"];
export type Home = LocaleContent["home"];
export type About = LocaleContent["about"];
export type Testimonial = LocaleContent["testimonials"][number];
export type GalleryImage = LocaleContent["gallery"][number];
export type ServiceCategory = LocaleContent["categories"][number];
export type ResolvedService = ServiceCategory["items"][number];
export type Project = LocaleContent["projects"][number];
export type Guide = LocaleContent["guides"][number];
export type Area = LocaleContent["areas"][number];
export type Question = LocaleContent["general"][number];

/** Every language is parsed when the build starts, so a bad edit in either fails it. */
// The notices, with the rest (lib/content/notices.ts reads them for the pages).
problems.guard(() => readNotices(noticeCatalogueOf(router)));

const content = problems.guard(
  () =>
    Object.fromEntries(LOCALES.map((locale) => [locale, loadLocale(locale)])) as Record<
      Locale,
      LocaleContent
    >,
);
// Last, once every file is read: every link inside the texts, Markdown files and Markdown fields
// of the YAML alike, leads to a page of the route table (lib/content/links.ts).
problems.guard(() =>
  checkContentLinks((sitePath) => Boolean(router.find(sitePath)), problems.files()),
);
problems.finish();

export const getLocales = (): Locale[] => [...LOCALES];
// Every getter takes the page's language: there is no default to fall back on silently.
const pick = (locale: Locale): LocaleContent => {
  const chosen = content[locale];
  if (!chosen) throw new Error(`No content for locale "${locale}"`);
  return chosen;
};

/** Labels of the team's pages under /admin/ (English only, like the CMS). */
export const getAdminLabels = () => adminFile;
export const getSite = (locale: Locale) => pick(locale).site;
export const getUi = (locale: Locale) => pick(locale).ui;
export const getHome = (locale: Locale) => pick(locale).home;
export const getAbout = (locale: Locale) => pick(locale).about;
export const getPages = (locale: Locale) => pick(locale).pages;
export const getGallery = (locale: Locale) => pick(locale).gallery;
export const getLegalDocument = (slug: LegalSlug, locale: Locale) => pick(locale).legal[slug];
export const getTestimonials = (locale: Locale, limit?: number) => {
  const all = pick(locale).testimonials;
  return limit === undefined ? all : all.slice(0, limit);
};

export const getCategories = (locale: Locale) => pick(locale).categories;
/** Finished jobs, newest first; none is a valid state (the pages and links then go). */
export const getProjects = (locale: Locale) => pick(locale).projects;
export const getProject = (id: string, locale: Locale) =>
  pick(locale).projects.find((project) => project.id === id);
/** Up to `limit` projects that used a service, newest first. */
export const getProjectsUsing = (serviceId: string, locale: Locale, limit = 3) =>
  pick(locale)
    .projects.filter((project) => project.services.some((service) => service.id === serviceId))
    .slice(0, limit);
/** Every guide, newest first. */
export const getGuides = (locale: Locale) => pick(locale).guides;
export const getGuide = (id: string, locale: Locale) =>
  pick(locale).guides.find((guide) => guide.id === id);
/** The guides about a service, newest first. */
export const getGuidesFor = (serviceId: string, locale: Locale) =>
  pick(locale).guides.filter((guide) => guide.services.some((item) => item.id === serviceId));
/** Every service area with local work, by name. */
export const getAreas = (locale: Locale) => pick(locale).areas;
export const getArea = (id: string, locale: Locale) =>
  pick(locale).areas.find((area) => area.id === id);
/** A service's questions and answers (content/questions/<id>.yml); the FAQ page's: general. */
export const getQuestions = (id: string, locale: Locale) =>
  pick(locale).questions.get(id === "general" ? GENERAL : id) ?? [];
/** Each category's services with their typical price range (content/price-ranges/). */
export const getPriceRanges = (locale: Locale) => pick(locale).priceRanges;
export const getCategoryServices = (categoryId: string, locale: Locale) =>
  pick(locale).categories.find((category) => category.id === categoryId)?.items ?? [];
export const getAllServices = (locale: Locale) =>
  pick(locale).categories.flatMap((category) => category.items);
export const getService = (categoryId: string, serviceId: string, locale: Locale) =>
  getCategoryServices(categoryId, locale).find((service) => service.id === serviceId);

/** Up to `limit` others from the same category, starting after this one so each page differs. */
export function getRelatedServices(
  categoryId: string,
  serviceId: string,
  locale: Locale,
  limit = RELATED_SERVICES_LIMIT,
): ResolvedService[] {
  const items = getCategoryServices(categoryId, locale);
  const index = items.findIndex((item) => item.id === serviceId);
  return [...items.slice(index + 1), ...items.slice(0, Math.max(index, 0))]
    .filter((item) => item.id !== serviceId)
    .slice(0, limit);
}

let translations: TranslationStatus | undefined;
/**
 * Which French fields are behind English and what French files lack or add: read once per build
 * process, and on every request of the dev server, where a save in the local CMS changes it.
 */
export const getTranslationStatus = (): TranslationStatus =>
  process.env.NODE_ENV === "development"
    ? translationStatus(CONTENT_DIR, routeTargets(router))
    : (translations ??= translationStatus(CONTENT_DIR, routeTargets(router)));

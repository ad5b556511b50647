import {
  ContentError,
  collectProblems,
  contentFailure,
  type LoadContext,
  readTypeset,
  readYaml,
} from "@/lib/store/files";
import { CONTENT_DIR } from "@/lib/store/store";
import { isRecord } from "@/lib/schemas/shared-copy";
import { renderMarkdown } from "@/lib/content/markdown";
import { PAGE_TEXT_KEYS, type PagesFileSchema } from "@/lib/schemas/pages";
import { type Ui } from "@/lib/schemas/labels";
import { type Locale, LOCALES, perLocale } from "@/lib/schemas/locales";
import {
  LEGAL_SLUGS,
  type LegalDocument,
  type LegalSlug,
  legalDocuments,
  placeholderValues,
  processDocument,
} from "@/lib/content/legal-documents";
import { fillPlaceholders } from "@/lib/content/markdown";
import { aboutPage, homePage, siteFacts } from "@/lib/content/page-texts";
import { type PhotoOf, resolvePhoto } from "@/lib/content/photos";
import { projectView, readProjects } from "@/lib/content/projects";
import { createRouter } from "@/lib/content/router";
import { readAreas, withLocalWork } from "@/lib/content/areas";
import { entrySlugs } from "@/lib/content/collection";
import { editorialContent } from "@/lib/content/editorial";
import { readGuides } from "@/lib/content/guides";
import { GENERAL, readQuestions } from "@/lib/content/questions";
import { priceRangesOf, readPriceRanges } from "@/lib/prices/price-ranges";
import { readTeam } from "@/lib/content/team";
import { readEstimateWindows, windowChoices } from "@/lib/content/estimate-windows";
import {
  checkServiceFolders,
  type EnglishServices,
  serviceCatalogue,
} from "@/lib/content/service-catalogue";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type z } from "zod";
import "@/lib/content/dev-reload";
import { checkContentLinks } from "@/lib/content/links";
import { collections, REGISTRY, type RegisteredFile } from "@/lib/registry/registry";
import {
  noticeChoicesOf,
  type NoticeSource,
  noticeViews,
  readCampaigns,
  readNotices,
} from "@/lib/content/notice-files";

export const RELATED_SERVICES_LIMIT = 3;
export { LEGAL_SLUGS, type LegalDocument, type LegalSlug };

/*
 * The content is loaded by a function (`loadContent`), never by an import: it hands back the
 * content with every problem. The site's getters read one load of CONTENT_DIR, kept, which
 * throws the problems together (docs/decisions/0012).
 */

type Guard = <T>(step: () => T) => T;

/** A file of one language (or none), as the registry declares it. */
const one = <S extends z.ZodType>(
  context: LoadContext,
  { file, schema, keepEmptyText }: RegisteredFile<S>,
) => readYaml(context, file, schema, { keepEmptyText });

/** A bilingual file, read once; each language then takes its half, typeset for it. */
const localized = <S extends z.ZodType>(
  context: LoadContext,
  { file, schema }: RegisteredFile<S>,
) => readTypeset(context, file, schema);

// ------------------------------------------------------------------ every file, read once

/** Every file of the content, read and checked (each bad file recorded, not thrown at once). */
function readSources(context: LoadContext, guard: Guard) {
  const { shared, shared_lists, fixed, fixed_wording, pages, labels, lists } = REGISTRY;
  const business = one(context, shared.files.business);
  const constants = one(context, fixed.files.constants);
  const servicesFile = one(context, shared.files.services);
  const sharedTestimonials = one(context, shared_lists.files.testimonials);
  const routesFile = one(context, fixed.files.routes);
  const adminFile = one(context, fixed.files.admin);

  const serviceIds = servicesFile.categories.flatMap((category) =>
    category.services.map((s) => s.id),
  );
  // Guides, service areas and questions (lib/content/guides.ts, areas.ts, questions.ts).
  const areaSources = guard(() => readAreas(context));
  const team = guard(() => readTeam(context));
  const guideSources = guard(() =>
    readGuides(context, { team: team.en.map((member) => member.id), services: serviceIds }),
  );
  const questionFiles = guard(() => readQuestions(context, serviceIds));
  // Each service's typical price range (lib/prices/price-ranges.ts).
  const priceRangeFiles = guard(() => readPriceRanges(context, serviceIds));
  // The estimate visits the quote form offers (lib/content/estimate-windows.ts).
  const estimateWindows = guard(() => readEstimateWindows(context));

  const projectSources = guard(() =>
    readProjects(context, {
      services: serviceIds,
      areas: business.areaServed.map((area) => area.name),
      serviceAreas: areaSources.map((area) => area.id),
      testimonials: sharedTestimonials.map((testimonial) => testimonial.id),
    }),
  );
  // Every area may be named by a project; only those with local work get a page.
  const publishedAreas = guard(() =>
    withLocalWork(context, areaSources, {
      projects: projectSources.map((project) => ({
        id: project.id,
        serviceArea: project.data.en.serviceArea,
      })),
      testimonials: sharedTestimonials,
    }),
  );

  const router = guard(() =>
    createRouter(routesFile, servicesFile, {
      projects: entrySlugs(projectSources),
      guides: entrySlugs(guideSources),
      areas: entrySlugs(publishedAreas),
    }),
  );

  const sources = {
    context,
    /** A photo of this folder's content as the pages show it. */
    photo: ((image, where, field) =>
      resolvePhoto(context.store.dir, image, where, field)) as PhotoOf,
    /** Each service's English front matter, for its other languages (service-catalogue.ts). */
    englishServices: new Map() as EnglishServices,
    business,
    constants,
    servicesFile,
    sharedTestimonials,
    adminFile,
    areaSources,
    team,
    guideSources,
    questionFiles,
    priceRangeFiles,
    estimateWindows,
    projectSources,
    publishedAreas,
    router,
    siteFile: localized(context, labels.files.site),
    fixedFile: localized(context, fixed_wording.files.fixed),
    uiFile: localized(context, labels.files.ui),
    homeFiles: localized(context, pages.files.home),
    aboutFiles: localized(context, pages.files.about),
    /** The other pages' words, one file per page so each CMS entry previews its own page. */
    pageFiles: Object.fromEntries(
      PAGE_TEXT_KEYS.map((page) => [page, localized(context, pages.files[page])]),
    ) as { [P in (typeof PAGE_TEXT_KEYS)[number]]: Record<Locale, Pages[P]> },
    testimonialsFile: localized(context, lists.files.testimonials),
    galleryFile: localized(context, lists.files.gallery),
    categoriesFile: localized(context, REGISTRY.service_texts.files.categories),
    campaigns: readCampaigns(context),
  };
  guard(() => checkServiceFolders(context, servicesFile));
  return sources;
}

type Sources = ReturnType<typeof readSources>;

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

// ------------------------------------------------------------------ one language's content

/** One language's content, each part built by the module that knows its files. */
function loadLocale(sources: Sources, locale: Locale) {
  const { router, context, photo } = sources;
  const siteText = sources.siteFile[locale];
  const fixed = sources.fixedFile[locale];
  const { labels, lists, shared_lists, fixed_wording } = REGISTRY;
  const ui = deepMerge(
    sources.uiFile[locale],
    fixed,
    `${labels.files.ui.file} (${locale})`,
    fixed_wording.files.fixed.file,
  ) as Ui;
  const href = (key: Parameters<typeof router.page>[0]) => router.page(key, locale);
  const site = siteFacts(locale, siteText, fixed, sources.business);
  const pages = Object.fromEntries(
    PAGE_TEXT_KEYS.map((page) => [page, sources.pageFiles[page][locale]]),
  ) as Pages;
  const testimonials = joinById(
    `content/${shared_lists.files.testimonials.file}`,
    sources.sharedTestimonials,
    `${lists.files.testimonials.file} (${locale})`,
    sources.testimonialsFile[locale].items,
  );
  const gallery = sources.galleryFile[locale].items.map((item, index) => ({
    caption: item.caption,
    photo: photo(item.photo, lists.files.gallery.file, `${locale}.items[${index}].photo`),
  }));
  const categories = serviceCatalogue({
    context,
    englishServices: sources.englishServices,
    locale,
    servicesFile: sources.servicesFile,
    categoriesText: sources.categoriesFile[locale],
    fixed,
    router,
  });
  const projects = projectsOf(sources, locale, categories, testimonials);
  const { business, constants } = sources;
  const placeholders = placeholderValues({
    locale,
    siteText,
    business,
    constants,
    phones: site.phones,
  });
  // Guides, service areas and questions (lib/content/editorial.ts).
  const editorial = editorialContent(
    {
      guides: sources.guideSources,
      areas: sources.publishedAreas,
      questions: sources.questionFiles,
      team: sources.team,
    },
    {
      locale,
      render: renderMarkdown,
      // The FAQ and the guides say the terms' facts with the terms' placeholders.
      fill: (markdown, file, linked = true) =>
        fillPlaceholders(markdown, linked ? placeholders.linked : placeholders.values, file),
      photo,
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
    home: homePage(locale, sources.homeFiles[locale], fixed, business, href, photo),
    about: aboutPage(locale, sources.aboutFiles[locale], photo),
    pages,
    testimonials,
    gallery,
    legal: legalDocuments(context, locale, placeholders),
    process: processDocument(context, locale, site.phones, placeholders),
    categories,
    projects,
    priceRanges: priceRangesOf(sources.priceRangeFiles, locale, categories),
    estimateWindows: windowChoices(sources.estimateWindows[locale], locale, ui.form.estimate),
  };
}

/** Finished jobs in one language, with their services and testimonial resolved. */
function projectsOf<T extends { id: string }>(
  { projectSources, router, photo }: Sources,
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
      photo,
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
  fixedFile: string,
  at = "",
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const here = at ? `${at}.${key}` : key;
    const mine = out[key];
    if (mine === undefined) out[key] = value;
    else if (isRecord(mine) && isRecord(value))
      out[key] = deepMerge(mine, value, file, fixedFile, here);
    else
      throw new ContentError(file, [`${here} is a fixed string: it belongs in ${fixedFile} only`]);
  }
  return out;
}

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

// ------------------------------------------------------------------ the content, as pages ask

/** What the pages read of one load: every getter takes the page's language. */
function contentOf(sources: Sources & { notices: NoticeSource[] }) {
  const { router } = sources;
  const byLocale = perLocale((locale) => loadLocale(sources, locale));
  // There is no default language to fall back on silently.
  const pick = (locale: Locale): LocaleContent => {
    const chosen = byLocale[locale];
    if (!chosen) throw new Error(`No content for locale "${locale}"`);
    return chosen;
  };
  const getCategoryServices = (categoryId: string, locale: Locale) =>
    pick(locale).categories.find((category) => category.id === categoryId)?.items ?? [];
  const getAllServices = (locale: Locale) =>
    pick(locale).categories.flatMap((category) => category.items);
  return {
    router,
    getLocales: (): Locale[] => [...LOCALES],
    /** Labels of the team's pages under /admin/ (English only, like the CMS). */
    getAdminLabels: () => sources.adminFile,
    getSite: (locale: Locale) => pick(locale).site,
    getUi: (locale: Locale) => pick(locale).ui,
    getHome: (locale: Locale) => pick(locale).home,
    getAbout: (locale: Locale) => pick(locale).about,
    getPages: (locale: Locale) => pick(locale).pages,
    getGallery: (locale: Locale) => pick(locale).gallery,
    getLegalDocument: (slug: LegalSlug, locale: Locale) => pick(locale).legal[slug],
    /** “Your project, step by step” (content/process/). */
    getProcess: (locale: Locale) => pick(locale).process,
    getTestimonials: (locale: Locale, limit?: number) => {
      const all = pick(locale).testimonials;
      return limit === undefined ? all : all.slice(0, limit);
    },
    getCategories: (locale: Locale) => pick(locale).categories,
    /** Finished jobs, newest first; none is a valid state (the pages and links then go). */
    getProjects: (locale: Locale) => pick(locale).projects,
    getProject: (id: string, locale: Locale) =>
      pick(locale).projects.find((project) => project.id === id),
    /** Up to `limit` projects that used a service, newest first. */
    getProjectsUsing: (serviceId: string, locale: Locale, limit = 3) =>
      pick(locale)
        .projects.filter((project) => project.services.some((service) => service.id === serviceId))
        .slice(0, limit),
    /** Every guide, newest first. */
    getGuides: (locale: Locale) => pick(locale).guides,
    getGuide: (id: string, locale: Locale) => pick(locale).guides.find((guide) => guide.id === id),
    /** The guides about a service, newest first. */
    getGuidesFor: (serviceId: string, locale: Locale) =>
      pick(locale).guides.filter((guide) => guide.services.some((item) => item.id === serviceId)),
    /** Every service area with local work, by name. */
    getAreas: (locale: Locale) => pick(locale).areas,
    getArea: (id: string, locale: Locale) => pick(locale).areas.find((area) => area.id === id),
    /** A service's questions and answers (content/questions/<id>.yml); the FAQ page's: general. */
    getQuestions: (id: string, locale: Locale) =>
      pick(locale).questions.get(id === "general" ? GENERAL : id) ?? [],
    /** Each category's services with their typical price range (content/price-ranges/). */
    getPriceRanges: (locale: Locale) => pick(locale).priceRanges,
    /** The estimate visits still to come when the content was loaded, soonest first. */
    getEstimateWindows: (locale: Locale) => pick(locale).estimateWindows,
    getCategoryServices,
    getAllServices,
    getService: (categoryId: string, serviceId: string, locale: Locale) =>
      getCategoryServices(categoryId, locale).find((service) => service.id === serviceId),
    /** Up to `limit` others from the same category, starting after this one so each page differs. */
    getRelatedServices: (
      categoryId: string,
      serviceId: string,
      locale: Locale,
      limit = RELATED_SERVICES_LIMIT,
    ): ResolvedService[] => {
      const items = getCategoryServices(categoryId, locale);
      const index = items.findIndex((item) => item.id === serviceId);
      return [...items.slice(index + 1), ...items.slice(0, Math.max(index, 0))]
        .filter((item) => item.id !== serviceId)
        .slice(0, limit);
    },
    // The notices (lib/content/notice-files.ts).
    ...noticeViews(sources.notices, {
      campaigns: sources.campaigns,
      router,
      services: getAllServices,
    }),
  };
}

/** Everything the pages read of one content folder. */
export type Content = ReturnType<typeof contentOf>;

/** One load of a content folder: the content when every file passed, and every problem. */
export type ContentLoad = {
  /** Undefined when there is a problem. */
  content: Content | undefined;
  /** One error per bad file, each naming the file and its fields; empty when it loaded. */
  problems: ContentError[];
  /** What the load left out on purpose (an area waiting for its local work), one line each. */
  warnings: string[];
};

/**
 * Reads and checks every file of `contentDir` (CONTENT_DIR by default) and builds the content
 * in every language: a bad edit in either language is a problem. Prints nothing, throws only
 * on a fault of the code itself.
 */
export function loadContent(contentDir: string = CONTENT_DIR): ContentLoad {
  const session = collectProblems(contentDir);
  const { context } = session;
  try {
    const sources = session.guard(() => readSources(context, session.guard));
    // The notices, with the rest: their links are checked against the route table.
    const notices = session.guard(() =>
      readNotices(context, noticeChoicesOf(sources.router), sources.campaigns),
    );
    const content = session.guard(() => contentOf({ ...sources, notices }));
    // A registered file no part of the site reads yet (a collection just added to the registry)
    // is still checked against its schema, its links with the rest.
    session.guard(() => readTheOthers(context));
    // Last, once every file is read: every link inside the texts, Markdown files and Markdown
    // fields of the YAML alike, leads to a page of the route table (lib/content/links.ts).
    session.guard(() =>
      checkContentLinks(context, (sitePath) => Boolean(sources.router.find(sitePath))),
    );
    const { problems, warnings } = session.finish();
    return { content: problems.length ? undefined : content, problems, warnings };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { content: undefined, problems: [...session.problems()], warnings: [] };
  }
}

/**
 * Reads each registered single file present that `read` (the files read so far) does not hold:
 * a missing file is the business of the reader that knows what it is for.
 */
function readTheOthers(context: LoadContext): void {
  const seen = new Set(context.read.map((each) => each.file));
  for (const [, collection] of collections()) {
    if (collection.kind !== "files") continue;
    for (const file of Object.values(collection.files)) {
      if (seen.has(file.file) || context.store.text(file.file) === undefined) continue;
      if (collection.bilingual) localized(context, file);
      else one(context, file);
    }
  }
}

/** The content of a load, or its problems thrown together as the build prints them. */
export function contentOrThrow(load: ContentLoad): Content {
  if (!load.content) throw contentFailure(load.problems);
  return load.content;
}

let site: ContentLoad | undefined;
/**
 * The site's content (CONTENT_DIR), loaded on first use and kept for the process, a failed load
 * too; what it left out is named once. A problem is thrown, every file and field named.
 */
export function siteContent(): Content {
  if (!site) {
    site = loadContent();
    if (site.content) for (const message of site.warnings) console.warn(`Content: ${message}`);
  }
  return contentOrThrow(site);
}

/**
 * The route table of the site's content, read on first use like every getter (so importing it
 * loads nothing): each of its functions asks the loaded router.
 */
export const router: Content["router"] = new Proxy({} as Content["router"], {
  get: (_, key) => siteContent().router[key as keyof Content["router"]],
});

/** A getter of the site's content that loads it on first call. */
const ask = <K extends Exclude<keyof Content, "router">>(key: K): Content[K] =>
  ((...args: unknown[]) =>
    (siteContent()[key] as (...given: unknown[]) => unknown)(...args)) as Content[K];

export const getLocales = ask("getLocales");
export const getAdminLabels = ask("getAdminLabels");
export const getSite = ask("getSite");
export const getUi = ask("getUi");
export const getHome = ask("getHome");
export const getAbout = ask("getAbout");
export const getPages = ask("getPages");
export const getGallery = ask("getGallery");
export const getLegalDocument = ask("getLegalDocument");
export const getProcess = ask("getProcess");
export const getTestimonials = ask("getTestimonials");
export const getCategories = ask("getCategories");
export const getProjects = ask("getProjects");
export const getProject = ask("getProject");
export const getProjectsUsing = ask("getProjectsUsing");
export const getGuides = ask("getGuides");
export const getGuide = ask("getGuide");
export const getGuidesFor = ask("getGuidesFor");
export const getAreas = ask("getAreas");
export const getArea = ask("getArea");
export const getQuestions = ask("getQuestions");
export const getPriceRanges = ask("getPriceRanges");
export const getEstimateWindows = ask("getEstimateWindows");
export const getCategoryServices = ask("getCategoryServices");
export const getAllServices = ask("getAllServices");
export const getService = ask("getService");
export const getRelatedServices = ask("getRelatedServices");

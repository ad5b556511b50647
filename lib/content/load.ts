import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  CONTENT_DIR,
  ContentError,
  collectProblems,
  copyShared,
  readLocalizedYaml,
  readMarkdown,
  readYaml,
  report,
} from "@/lib/content/files";
import {
  fillPlaceholders,
  firstParagraphText,
  markdownLink,
  renderMarkdown,
} from "@/lib/content/markdown";
import {
  AboutFileSchema,
  HomeFileSchema,
  LegalFrontMatterSchema,
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
import {
  CategoriesTextFileSchema,
  SERVICE_SHARED_FIELDS,
  ServiceDefaultsFrontMatterSchema,
  ServiceFrontMatterSchema,
  ServicesFileSchema,
} from "@/lib/schemas/catalogue";
import { type CtaSchema, RoutesFileSchema } from "@/lib/schemas/routes";
import { GalleryFileSchema } from "@/lib/schemas/photo";
import { type Link } from "@/lib/schemas/fields";
import { type Locale, LOCALES, SHARED_FIELDS } from "@/lib/schemas/locales";
import { resolvePhoto } from "@/lib/content/photos";
import { projectView, readProjects } from "@/lib/content/projects";
import { createRouter } from "@/lib/content/router";
import { HTML_LANG } from "@/lib/i18n";
import { frenchPhoneDisplay } from "@/lib/format";
import { typeset } from "@/lib/french-typography";
import { mailtoHref, telHref } from "@/lib/routes";
import { whatsappUrl } from "@/lib/whatsapp";
import { type TranslationStatus, translationStatus } from "@/lib/translation-status";
import { routeTargets } from "@/lib/translation/parity";
import { type z } from "zod";
import "@/lib/content/dev-reload";
import { checkContentLinks } from "@/lib/content/links";
import { noticeCatalogueOf, readNotices } from "@/lib/content/notice-files";

export const RELATED_SERVICES_LIMIT = 3;
export const LEGAL_SLUGS = [
  "terms-and-conditions",
  "privacy-policy",
  "refund-policy",
  "accessibility",
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

// ------------------------------------------------------------------ shared facts, read once

/** Every bad file is named in one run: problems are recorded, then thrown together below. */
const problems = collectProblems();

const business = readYaml("shared/business.yml", BusinessFileSchema);
const constants = readYaml("shared/constants.yml", ConstantsFileSchema);
const servicesFile = readYaml("shared/services.yml", ServicesFileSchema);
const sharedTestimonials = readYaml("shared/testimonials.yml", SharedTestimonialsFileSchema);
const routesFile = readYaml("shared/routes.yml", RoutesFileSchema, { keepEmptyText: true });
const adminFile = readYaml("shared/admin.yml", AdminFileSchema);

const projectSources = problems.guard(() =>
  readProjects({
    services: servicesFile.categories.flatMap((category) => category.services.map((s) => s.id)),
    areas: business.areaServed.map((area) => area.name),
    testimonials: sharedTestimonials.map((testimonial) => testimonial.id),
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
  const halves = readLocalizedYaml(file, LOCALES, schema, SHARED_FIELDS[file]);
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeset(halves[locale], locale)]),
  ) as typeof halves;
};

const siteFile = localized("site.yml", SiteTextFileSchema);
const fixedFile = localized("fixed.yml", FixedFileSchema);
const uiFile = localized("ui.yml", UiFileSchema);
const homeFiles = localized("pages/home.yml", HomeFileSchema);
const aboutFiles = localized("pages/about.yml", AboutFileSchema);
/** The other pages' words, one file per page so each CMS entry previews its own page. */
const pageFiles = Object.fromEntries(
  PAGE_TEXT_KEYS.map((page) => [page, localized(`pages/${page}.yml`, PagesFileSchema.shape[page])]),
) as { [P in (typeof PAGE_TEXT_KEYS)[number]]: Record<Locale, Pages[P]> };
const testimonialsFile = localized("testimonials.yml", TestimonialsTextFileSchema);
const galleryFile = localized("gallery.yml", GalleryFileSchema);
const categoriesFile = localized("services/categories.yml", CategoriesTextFileSchema);

/** A Markdown file's front matter typeset for its language; the body is typeset when rendered. */
const typesetMarkdown = <T>(file: { data: T; body: string }, locale: Locale) => ({
  data: typeset(file.data, locale),
  body: file.body,
});

/** "services/residential/interior-painting" → "services/residential/interior-painting.fr.md". */
const markdownFile = (name: string, locale: Locale) => `${name}.${locale}.md`;

/** A service folder holds `<id>.<locale>.md` for each listed service and language, nothing else. */
for (const category of problems.guard(() => servicesFile.categories)) {
  const folder = `services/${category.id}`;
  const expected = new Set(
    category.services.flatMap((service) =>
      LOCALES.map((locale) => markdownFile(service.id, locale)),
    ),
  );
  const present = existsSync(path.join(CONTENT_DIR, folder))
    ? readdirSync(path.join(CONTENT_DIR, folder))
    : [];
  const stray = present.filter((name) => !expected.has(name));
  const missing = [...expected].filter((name) => !present.includes(name));
  if (stray.length || missing.length) {
    report(
      new ContentError(folder, [
        ...stray.map(
          (name) =>
            `${name} is not "<service>.<language>.md" for a service of content/shared/services.yml (a misspelt file name?)`,
        ),
        ...missing.map(
          (name) => `${name} is missing: every service needs its text in every language`,
        ),
      ]),
    );
  }
}

/**
 * A service's photos are written once, in its English file (the French one holds their alt
 * text only): copied into the other language's front matter before it is validated.
 */
const englishServices = new Map<string, z.infer<typeof ServiceFrontMatterSchema>>();
function withServicePhotos(entry: string, front: unknown, locale: Locale, file: string): unknown {
  const primary = LOCALES[0];
  if (locale === primary) return front;
  const englishFile = markdownFile(entry, primary);
  // English is loaded first (LOCALES' order): its front matter is kept for the others.
  const english = englishServices.get(entry);
  if (!english) return front;
  const problems = copyShared(english, front, SERVICE_SHARED_FIELDS, {
    owner: "the English file",
    where: `in content/${englishFile} (or leave it out here)`,
  });
  const here = (front ?? {}) as Record<string, unknown>;
  if (english.detailPhoto && !here.detailPhoto) {
    problems.push(
      "detailPhoto.alt: missing: the English file shows a detail photo, describe it here too",
    );
  }
  if (!english.detailPhoto && here.detailPhoto) {
    problems.push("detailPhoto: the English file has no detail photo: choose it there first");
  }
  if (problems.length) report(new ContentError(file, problems));
  return front;
}

// ------------------------------------------------------------------ one language's content

function loadLocale(locale: Locale) {
  const siteText = siteFile[locale];
  const fixed = fixedFile[locale];
  const ui = deepMerge(uiFile[locale], fixed, `ui.yml (${locale})`) as Ui;
  const href = (key: Parameters<typeof router.page>[0]) => router.page(key, locale);

  const cta = (link: z.infer<typeof CtaSchema>): Link => ({
    label: link.label,
    href: href(link.route),
  });

  // The shared `display` is the English form; French writes North American numbers its own way.
  const phone = (number: (typeof business.phones)["office"]) =>
    locale === "fr" ? { ...number, display: frenchPhoneDisplay(number.e164) } : number;
  const site = {
    ...siteText,
    ...business,
    phones: { office: phone(business.phones.office), whatsapp: phone(business.phones.whatsapp) },
    address: { ...business.address, line: siteText.addressLine },
    hours: { ...business.hours, short: fixed.topBar.hours, days: siteText.hours },
  };

  const homeFile = homeFiles[locale];
  const home = {
    ...homeFile,
    hero: {
      eyebrow: homeFile.hero.eyebrow,
      headline: fixed.hero.headline,
      intro: homeFile.hero.intro,
      primaryCta: { label: fixed.hero.primaryCta, href: href("quote") },
      secondaryCta: { label: fixed.hero.secondaryCta, href: href("services") },
      photo: resolvePhoto(homeFile.hero.photo, "pages/home.yml", `${locale}.hero.photo`),
    },
    counters: constants.counters.map((counter) => ({
      label: fixed.counters[counter.id],
      value: counter.value,
      suffix: counter.suffix,
    })),
    servicesTeaser: { ...homeFile.servicesTeaser, cta: cta(homeFile.servicesTeaser.cta) },
    teamStrip: {
      ...homeFile.teamStrip,
      photos: homeFile.teamStrip.photos.map((ref, index) =>
        resolvePhoto(ref, "pages/home.yml", `${locale}.teamStrip.photos[${index}]`),
      ),
    },
    testimonials: { ...homeFile.testimonials, cta: cta(homeFile.testimonials.cta) },
  };

  const aboutFile = aboutFiles[locale];
  const about = {
    ...aboutFile,
    photo: resolvePhoto(aboutFile.photo, "pages/about.yml", `${locale}.photo`),
  };
  const pages = Object.fromEntries(
    PAGE_TEXT_KEYS.map((page) => [page, pageFiles[page][locale]]),
  ) as Pages;

  const testimonials = joinById(
    "content/shared/testimonials.yml",
    sharedTestimonials,
    `testimonials.yml (${locale})`,
    testimonialsFile[locale].items,
  );
  const gallery = galleryFile[locale].items.map((item, index) => ({
    caption: item.caption,
    photo: resolvePhoto(item.photo, "gallery.yml", `${locale}.items[${index}].photo`),
  }));

  const legal = Object.fromEntries(
    LEGAL_SLUGS.map((slug) => {
      const name = markdownFile(`legal/${slug}`, locale);
      const { data, body } = typesetMarkdown(readMarkdown(name, LegalFrontMatterSchema), locale);
      const values = {
        legal: constants.legal,
        contact: {
          phone: site.phones.office.display,
          whatsapp: site.phones.whatsapp.display,
          email: business.email,
          address: siteText.addressLine,
        },
        credentials: { warrantyYears: business.credentials.warrantyYears },
        privacy: {
          officerTitle: siteText.privacyOfficerTitle,
          officerEmail: business.privacy.officerEmail,
          quoteRetentionMonths: business.privacy.quoteRetentionMonths,
        },
      };
      // In the text, the ways to reach us are links, as on the contact page: a visitor who
      // finds typing hard taps them (the accessibility page is for them).
      const linked = {
        ...values,
        contact: {
          ...values.contact,
          phone: markdownLink(site.phones.office.display, telHref(site.phones.office.e164)),
          whatsapp: markdownLink(
            site.phones.whatsapp.display,
            whatsappUrl(site.phones.whatsapp.e164, siteText.whatsappGreeting),
          ),
          email: markdownLink(business.email, mailtoHref(business.email)),
        },
        privacy: {
          ...values.privacy,
          officerEmail: markdownLink(
            business.privacy.officerEmail,
            mailtoHref(business.privacy.officerEmail),
          ),
        },
      };
      return [
        slug,
        {
          ...data,
          intro: fillPlaceholders(data.intro, values, name),
          html: renderMarkdown(fillPlaceholders(body, linked, name), {
            file: name,
            topHeading: 2,
            locale,
          }),
        },
      ];
    }),
  ) as Record<LegalSlug, LegalDocument>;

  const categoriesText = categoriesFile[locale];
  const defaultsName = markdownFile("services/defaults", locale);
  const defaults = typesetMarkdown(
    readMarkdown(defaultsName, ServiceDefaultsFrontMatterSchema),
    locale,
  );
  const defaultHtml = renderMarkdown(defaults.body, {
    file: defaultsName,
    topHeading: 3,
    locale,
  });

  const categories = servicesFile.categories.map((category) => {
    const services = category.services.map((shared) => {
      const name = markdownFile(`services/${category.id}/${shared.id}`, locale);
      const entry = `services/${category.id}/${shared.id}`;
      const { data, body } = typesetMarkdown(
        readMarkdown(name, ServiceFrontMatterSchema, (front) =>
          withServicePhotos(entry, front, locale, name),
        ),
        locale,
      );
      if (locale === LOCALES[0]) englishServices.set(entry, data);
      const html = body ? renderMarkdown(body, { file: name, topHeading: 3, locale }) : defaultHtml;
      return {
        ...shared,
        ...data,
        categoryId: category.id,
        categoryName: fixed.categories[category.id],
        href: router.service(category.id, shared.id, locale),
        hasOwnDescription: body.length > 0,
        longDescriptionHtml: html,
        /** One plain sentence or two for meta descriptions and cards. */
        summary: data.shortDescription ?? firstParagraphText(body || defaults.body, locale),
        features: data.features ?? defaults.data.features,
        heroPhoto: resolvePhoto(data.heroPhoto, name, "heroPhoto"),
        detailPhoto: data.detailPhoto && resolvePhoto(data.detailPhoto, name, "detailPhoto"),
      };
    });
    return {
      id: category.id,
      icon: category.icon,
      name: fixed.categories[category.id],
      ...categoriesText[category.id],
      anchor: router.anchor(category.id, locale),
      href: `${router.page("services", locale)}#${router.anchor(category.id, locale)}`,
      items: services,
    };
  });

  const services = categories.flatMap((category) => category.items);
  const monthFormat = new Intl.DateTimeFormat(HTML_LANG[locale], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const projects = projectSources.map((source) =>
    projectView(source, {
      locale,
      href: router.project(source.id, locale),
      month: (date) => monthFormat.format(new Date(`${date}-01T00:00:00Z`)),
      service: (id) => {
        const service = services.find((item) => item.id === id)!;
        return { id, name: service.name, href: service.href, categoryId: service.categoryId };
      },
      testimonial: (id) => testimonials.find((item) => item.id === id)!,
      story: (markdown, file) => renderMarkdown(markdown, { file, topHeading: 2, locale }),
    }),
  );

  return {
    locale,
    site,
    ui,
    home,
    about,
    pages,
    testimonials,
    gallery,
    legal,
    categories,
    projects,
  };
}

/** ui.yml and fixed.yml share sections (nav, form…) but never a key: merged, they are `Ui`. */
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
    else throw new ContentError(file, [`${here} is a fixed string: it belongs in fixed.yml only`]);
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
export type LegalDocument = z.infer<typeof LegalFrontMatterSchema> & { html: string };
export type Project = LocaleContent["projects"][number];

/** Every language is parsed when the build starts, so a bad edit in either fails it. */
// Every link inside the texts leads to a page of the route table (lib/content/links.ts).
problems.guard(() => checkContentLinks((sitePath) => Boolean(router.find(sitePath))));
// The notices, with the rest (lib/content/notices.ts reads them for the pages).
problems.guard(() => readNotices(noticeCatalogueOf(router)));

const content = problems.guard(
  () =>
    Object.fromEntries(LOCALES.map((locale) => [locale, loadLocale(locale)])) as Record<
      Locale,
      LocaleContent
    >,
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

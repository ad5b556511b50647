import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, ContentError, readMarkdown, readYaml } from "@/lib/content/files";
import { getRequestLocale } from "@/lib/content/locale";
import { fillPlaceholders, firstParagraphText, renderMarkdown } from "@/lib/content/markdown";
import {
  AboutFileSchema,
  BusinessFileSchema,
  CATEGORY_IDS,
  CategoriesTextFileSchema,
  type CategoryId,
  ConstantsFileSchema,
  type CtaSchema,
  FixedFileSchema,
  GalleryTextFileSchema,
  HomeFileSchema,
  type ImageData,
  type ImageRefSchema,
  LegalFrontMatterSchema,
  type Link,
  type Locale,
  LOCALES,
  PagesFileSchema,
  PhotosFileSchema,
  RoutesFileSchema,
  ServiceDefaultsFrontMatterSchema,
  ServiceFrontMatterSchema,
  ServicesFileSchema,
  SharedGalleryFileSchema,
  SharedTestimonialsFileSchema,
  SiteTextFileSchema,
  TestimonialsTextFileSchema,
  type Ui,
  UiFileSchema,
} from "@/lib/schemas";
import { createRouter } from "@/lib/content/router";
import { type z } from "zod";

export { setRequestLocale, getRequestLocale } from "@/lib/content/locale";

export const RELATED_SERVICES_LIMIT = 3;
export const LEGAL_SLUGS = ["terms-and-conditions", "privacy-policy", "refund-policy"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

// ------------------------------------------------------------------ shared facts, read once

const business = readYaml("shared/business.yml", BusinessFileSchema);
const constants = readYaml("shared/constants.yml", ConstantsFileSchema);
const photos = readYaml("shared/photos.yml", PhotosFileSchema);
const servicesFile = readYaml("shared/services.yml", ServicesFileSchema);
const sharedTestimonials = readYaml("shared/testimonials.yml", SharedTestimonialsFileSchema);
const sharedGallery = readYaml("shared/gallery.yml", SharedGalleryFileSchema);
const routesFile = readYaml("shared/routes.yml", RoutesFileSchema);

export const router = createRouter(routesFile, servicesFile);

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

function loadLocale(locale: Locale) {
  const file = (name: string) => `${locale}/${name}`;
  const siteText = readYaml(file("site.yml"), SiteTextFileSchema);
  const fixed = readYaml(file("fixed.yml"), FixedFileSchema);
  const uiText = readYaml(file("ui.yml"), UiFileSchema);
  const ui = deepMerge(uiText, fixed, file("ui.yml")) as Ui;
  const href = (key: Parameters<typeof router.page>[0]) => router.page(key, locale);

  const image = (ref: z.infer<typeof ImageRefSchema>, where: string, field: string): ImageData => {
    const photo = photos[ref.photo];
    if (!photo) {
      throw new ContentError(where, [
        `${field}.photo: "${ref.photo}" is not in content/shared/photos.yml (known: ${Object.keys(photos).join(", ")})`,
      ]);
    }
    return { ...photo, alt: ref.alt };
  };
  const cta = (link: z.infer<typeof CtaSchema>): Link => ({
    label: link.label,
    href: href(link.route),
  });

  const site = {
    ...siteText,
    ...business,
    address: { ...business.address, line: siteText.addressLine },
    hours: { ...business.hours, short: fixed.topBar.hours, days: siteText.hours },
  };

  const homeFile = readYaml(file("home.yml"), HomeFileSchema);
  const home = {
    ...homeFile,
    hero: {
      eyebrow: homeFile.hero.eyebrow,
      headline: fixed.hero.headline,
      intro: homeFile.hero.intro,
      primaryCta: { label: fixed.hero.primaryCta, href: href("quote") },
      secondaryCta: { label: fixed.hero.secondaryCta, href: href("services") },
      image: image(homeFile.hero.image, file("home.yml"), "hero.image"),
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
        image(ref, file("home.yml"), `teamStrip.photos[${index}]`),
      ),
    },
    testimonials: { ...homeFile.testimonials, cta: cta(homeFile.testimonials.cta) },
  };

  const aboutFile = readYaml(file("about.yml"), AboutFileSchema);
  const about = { ...aboutFile, image: image(aboutFile.image, file("about.yml"), "image") };
  const pages = readYaml(file("pages.yml"), PagesFileSchema);

  const testimonials = joinById(
    "content/shared/testimonials.yml",
    sharedTestimonials,
    file("testimonials.yml"),
    readYaml(file("testimonials.yml"), TestimonialsTextFileSchema),
  );
  const gallery = joinById(
    "content/shared/gallery.yml",
    sharedGallery,
    file("gallery.yml"),
    readYaml(file("gallery.yml"), GalleryTextFileSchema),
  );

  const legal = Object.fromEntries(
    LEGAL_SLUGS.map((slug) => {
      const name = file(`legal/${slug}.md`);
      const { data, body } = readMarkdown(name, LegalFrontMatterSchema);
      const values = { legal: constants.legal };
      return [
        slug,
        {
          ...data,
          intro: fillPlaceholders(data.intro, values, name),
          html: renderMarkdown(fillPlaceholders(body, values, name), { file: name, topHeading: 2 }),
        },
      ];
    }),
  ) as Record<LegalSlug, LegalDocument>;

  const categoriesText = readYaml(file("services/categories.yml"), CategoriesTextFileSchema);
  const defaultsName = file("services/defaults.md");
  const defaults = readMarkdown(defaultsName, ServiceDefaultsFrontMatterSchema);
  const defaultHtml = renderMarkdown(defaults.body, { file: defaultsName, topHeading: 3 });

  for (const category of servicesFile.categories) {
    const folder = file(`services/${category.id}`);
    const listed = new Set(category.services.map((service) => `${service.id}.md`));
    const stray = existsSync(path.join(CONTENT_DIR, folder))
      ? readdirSync(path.join(CONTENT_DIR, folder)).filter((name) => !listed.has(name))
      : [];
    if (stray.length) {
      throw new ContentError(folder, [
        ...stray.map(
          (name) =>
            `${name} is not a service of content/shared/services.yml (a misspelt file name?)`,
        ),
      ]);
    }
  }

  const categories = servicesFile.categories.map((category) => {
    const services = category.services.map((shared) => {
      const name = file(`services/${category.id}/${shared.id}.md`);
      if (!existsSync(path.join(CONTENT_DIR, name))) {
        throw new ContentError(name, [
          `missing: every service in content/shared/services.yml needs its text file`,
        ]);
      }
      const { data, body } = readMarkdown(name, ServiceFrontMatterSchema);
      const html = body ? renderMarkdown(body, { file: name, topHeading: 3 }) : defaultHtml;
      return {
        ...shared,
        ...data,
        categoryId: category.id,
        categoryName: fixed.categories[category.id],
        href: router.service(category.id, shared.id, locale),
        hasOwnDescription: body.length > 0,
        longDescriptionHtml: html,
        /** One plain sentence or two for meta descriptions and cards. */
        summary: data.shortDescription ?? firstParagraphText(html),
        features: data.features ?? defaults.data.features,
      };
    });
    return {
      id: category.id,
      icon: category.icon,
      heroImageUrl: category.heroImageUrl,
      name: fixed.categories[category.id],
      ...categoriesText[category.id],
      href: `${router.page("services", locale)}#${category.id}`,
      items: services,
    };
  });

  return { locale, site, ui, home, about, pages, testimonials, gallery, legal, categories };
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
export type Site = LocaleContent["site"];
export type Home = LocaleContent["home"];
export type About = LocaleContent["about"];
export type Pages = LocaleContent["pages"];
export type Testimonial = LocaleContent["testimonials"][number];
export type GalleryImage = LocaleContent["gallery"][number];
export type ServiceCategory = LocaleContent["categories"][number];
export type ResolvedService = ServiceCategory["items"][number];
export type LegalDocument = z.infer<typeof LegalFrontMatterSchema> & { html: string };

/** Every language is parsed when the build starts, so a bad edit in either fails it. */
const available = LOCALES.filter((locale) => existsSync(path.join(CONTENT_DIR, locale)));
const content = Object.fromEntries(
  available.map((locale) => [locale, loadLocale(locale)]),
) as Record<Locale, LocaleContent>;

export const getLocales = (): Locale[] => [...available];
const pick = (locale?: Locale): LocaleContent => {
  const chosen = content[locale ?? getRequestLocale()];
  if (!chosen) throw new Error(`No content for locale "${locale ?? getRequestLocale()}"`);
  return chosen;
};

export const getConstants = () => constants;
export const getSite = (locale?: Locale) => pick(locale).site;
export const getUi = (locale?: Locale) => pick(locale).ui;
export const getHome = (locale?: Locale) => pick(locale).home;
export const getAbout = (locale?: Locale) => pick(locale).about;
export const getPages = (locale?: Locale) => pick(locale).pages;
export const getGallery = (locale?: Locale) => pick(locale).gallery;
export const getLegalDocument = (slug: LegalSlug, locale?: Locale) => pick(locale).legal[slug];
export const getTestimonials = (limit?: number, locale?: Locale) => {
  const all = pick(locale).testimonials;
  return limit === undefined ? all : all.slice(0, limit);
};

export const getCategories = (locale?: Locale) => pick(locale).categories;
export const getCategoryServices = (categoryId: string, locale?: Locale) =>
  pick(locale).categories.find((category) => category.id === categoryId)?.items ?? [];
export const getAllServices = (locale?: Locale) =>
  pick(locale).categories.flatMap((category) => category.items);
export const getService = (categoryId: string, serviceId: string, locale?: Locale) =>
  getCategoryServices(categoryId, locale).find((service) => service.id === serviceId);

/** Up to `limit` others from the same category, starting after this one so each page differs. */
export function getRelatedServices(
  categoryId: string,
  serviceId: string,
  limit = RELATED_SERVICES_LIMIT,
  locale?: Locale,
): ResolvedService[] {
  const items = getCategoryServices(categoryId, locale);
  const index = items.findIndex((item) => item.id === serviceId);
  return [...items.slice(index + 1), ...items.slice(0, Math.max(index, 0))]
    .filter((item) => item.id !== serviceId)
    .slice(0, limit);
}

/** The English ids of every service page, for generateStaticParams. */
export const getServiceParams = () =>
  servicesFile.categories.flatMap((category) =>
    category.services.map((service) => ({ category: category.id, service: service.id })),
  );

export const CATEGORIES = CATEGORY_IDS;
export type { CategoryId };

import { ContentError, copyShared, type LoadContext, readMarkdown } from "@/lib/store/files";
import { firstParagraphText, renderMarkdown } from "@/lib/content/markdown";
import { resolvePhoto } from "@/lib/content/photos";
import { type createRouter } from "@/lib/content/router";
import { typeset } from "@/lib/locale/french-typography";
import { REGISTRY, sharedFields } from "@/lib/registry/registry";
import {
  type CategoriesTextFileSchema,
  type CategoryId,
  type ServiceFrontMatterSchema,
  type ServicesFileSchema,
} from "@/lib/schemas/catalogue";
import { type FixedFileSchema } from "@/lib/schemas/labels";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import { type PhotoInput } from "@/lib/schemas/photo";
import { type z } from "zod";

/*
 * The services: their list and icons (content/shared/services.yml), each category's words
 * (services/categories.yml) and each service's page (services/<category>/<id>.<locale>.md).
 */

type ServicesFile = z.infer<typeof ServicesFileSchema>;

/** "services/residential/interior-painting" → "services/residential/interior-painting.fr.md". */
const markdownFile = (name: string, locale: Locale) => `${name}.${locale}.md`;

/** A category's folder of service pages ("services/residential"), as the registry has it. */
const categoryFolder = (category: CategoryId) => REGISTRY[category];
const DEFAULTS = REGISTRY.service_defaults;
/** The one entry of the defaults' folder. */
const DEFAULTS_ENTRY = `${DEFAULTS.folder}/defaults`;

/** A service folder holds `<id>.<locale>.md` for each listed service and language, nothing else. */
export function checkServiceFolders(context: LoadContext, servicesFile: ServicesFile): void {
  for (const category of servicesFile.categories) {
    const { folder } = categoryFolder(category.id);
    const expected = new Set(
      category.services.flatMap((service) =>
        LOCALES.map((locale) => markdownFile(service.id, locale)),
      ),
    );
    const present = context.store.list(folder);
    const stray = present.filter((name) => !expected.has(name));
    const missing = [...expected].filter((name) => !present.includes(name));
    if (stray.length || missing.length) {
      context.report(
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
}

/** Each service's English front matter, by entry, kept for the other languages (one load's). */
export type EnglishServices = Map<string, z.infer<typeof ServiceFrontMatterSchema>>;

/**
 * A service's photos are written once, in its English file (the French one holds their alt
 * text only): copied into the other language's front matter before it is validated.
 */
function withServicePhotos(
  { report }: LoadContext,
  englishServices: EnglishServices,
  entry: string,
  front: unknown,
  locale: Locale,
  file: string,
  schema: typeof ServiceFrontMatterSchema,
): unknown {
  const primary = LOCALES[0];
  if (locale === primary) return front;
  const englishFile = markdownFile(entry, primary);
  // English is loaded first (LOCALES' order): its front matter is kept for the others.
  const english = englishServices.get(entry);
  if (!english) return front;
  const problems = copyShared(english, front, sharedFields(schema), {
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

/** A Markdown file's front matter typeset for its language; the body is typeset when rendered. */
const typesetMarkdown = <T>(file: { data: T; body: string }, locale: Locale) => ({
  data: typeset(file.data, locale),
  body: file.body,
});

type CatalogueSources = {
  context: LoadContext;
  /** Filled as the first language is read, for the others. */
  englishServices: EnglishServices;
  locale: Locale;
  servicesFile: ServicesFile;
  categoriesText: z.infer<typeof CategoriesTextFileSchema>;
  fixed: z.infer<typeof FixedFileSchema>;
  router: ReturnType<typeof createRouter>;
};

/** The categories of one language, each with its services' pages ready to render. */
export function serviceCatalogue({
  context,
  englishServices,
  locale,
  servicesFile,
  categoriesText,
  fixed,
  router,
}: CatalogueSources) {
  const photo = (image: PhotoInput, name: string, field: string) =>
    resolvePhoto(context.store.dir, image, name, field);
  const defaultsName = markdownFile(DEFAULTS_ENTRY, locale);
  const defaults = typesetMarkdown(readMarkdown(context, defaultsName, DEFAULTS.schema), locale);
  const defaultHtml = renderMarkdown(defaults.body, {
    file: defaultsName,
    topHeading: 3,
    locale,
  });

  return servicesFile.categories.map((category) => {
    const services = category.services.map((shared) => {
      const { folder, schema } = categoryFolder(category.id);
      const entry = `${folder}/${shared.id}`;
      const name = markdownFile(entry, locale);
      const { data, body } = typesetMarkdown(
        readMarkdown(context, name, schema, (front) =>
          withServicePhotos(context, englishServices, entry, front, locale, name, schema),
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
        heroPhoto: photo(data.heroPhoto, name, "heroPhoto"),
        detailPhoto: data.detailPhoto && photo(data.detailPhoto, name, "detailPhoto"),
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
}

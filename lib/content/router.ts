import { type z } from "zod";
import { ContentError } from "@/lib/content/files";
import { type CategoryId, type ServicesFileSchema } from "@/lib/schemas/catalogue";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import {
  PAGE_KEYS,
  type PageKey,
  type RouteKey,
  type RoutesFileSchema,
} from "@/lib/schemas/routes";

/** The dynamic segments of a service page, in the language of its address. */
export type ServiceParams = { category: string; service: string };
/** The dynamic segment of a project page, in the language of its address. */
export type ProjectParams = { project: string };
/** A project's id (its file name) and its address in each language. */
export type ProjectRoute = { id: string; slugs: Record<Locale, string> };

/** The dynamic segment of a guide's or a service area's page, in the language of its address. */
export type GuideParams = { guide: string };
export type AreaParams = { area: string };
/** Guides and service areas: each entry's page lies below its list page (lib/content/guides.ts…). */
type Collections = { guides: ProjectRoute[]; areas: ProjectRoute[] };

/** One page in both languages: the row of the route table the whole site reads. */
export type RouteEntry = { id: string } & Record<Locale, string>;

const FILE = "content/shared/routes.yml";
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const join = (locale: Locale, ...slugs: string[]) => {
  const rest = slugs.filter(Boolean).join("/");
  return `${prefix(locale)}/${rest ? `${rest}/` : ""}`;
};

/** Builds every site path from content/shared/routes.yml (trailing slashes, as exported). */
export function createRouter(
  table: z.infer<typeof RoutesFileSchema>,
  services: z.infer<typeof ServicesFileSchema>,
  projects: ProjectRoute[] = [],
  collections: Collections = { guides: [], areas: [] },
) {
  const problems: string[] = [];
  for (const category of services.categories) {
    if (table.categories[category.id].en !== category.id) {
      problems.push(`categories.${category.id}.en must be "${category.id}" (the spec's route)`);
    }
    for (const service of category.services) {
      const row = table.services[service.id];
      if (!row) problems.push(`services.${service.id}: missing (listed in shared/services.yml)`);
      else if (row.en !== service.id) {
        problems.push(`services.${service.id}.en must be "${service.id}" (the spec's route)`);
      }
    }
  }
  const listed = new Set(
    services.categories.flatMap((category) => category.services.map((service) => service.id)),
  );
  for (const id of Object.keys(table.services)) {
    if (!listed.has(id)) {
      problems.push(`services.${id}: not a service of shared/services.yml`);
    }
  }
  const frSlugs = Object.entries(table.services).map(([id, row]) => [id, row.fr] as const);
  frSlugs.forEach(([id, slug], index) => {
    if (frSlugs.findIndex(([, other]) => other === slug) !== index) {
      problems.push(`services.${id}.fr: "${slug}" is used twice`);
    }
  });
  if (problems.length) throw new ContentError(FILE, problems);

  const page = (key: RouteKey, locale: Locale): string =>
    key === "quote"
      ? `${join(locale, table.pages.contact[locale])}#${table.anchors.quote[locale]}`
      : join(locale, table.pages[key][locale]);

  const service = (categoryId: CategoryId | string, serviceId: string, locale: Locale): string => {
    const category = table.categories[categoryId as CategoryId];
    const row = table.services[serviceId];
    // docs/decisions/0004: an unknown category or service still takes the /services/{category}/{id}
    // shape.
    return join(
      locale,
      table.pages.services[locale],
      category?.[locale] ?? categoryId,
      row?.[locale] ?? serviceId,
    );
  };

  const project = (id: string, locale: Locale): string => {
    const row = projects.find((item) => item.id === id);
    if (!row) throw new Error(`No project "${id}" in content/projects/`);
    return join(locale, table.pages.projects[locale], row.slugs[locale]);
  };

  /** A guide's or an area's page, below its list page ("guides", "areas"). */
  const entryOf = (list: keyof Collections) => (id: string, locale: Locale) => {
    const row = collections[list].find((item) => item.id === id);
    if (!row) throw new Error(`No ${list} entry "${id}" in content/${list}/`);
    return join(locale, table.pages[list][locale], row.slugs[locale]);
  };
  const guide = entryOf("guides");
  const area = entryOf("areas");
  const collectionEntries = (list: keyof Collections) =>
    collections[list].map((item) => ({
      id: `${list}/${item.id}`,
      en: entryOf(list)(item.id, "en"),
      fr: entryOf(list)(item.id, "fr"),
    }));
  const paramsOf =
    <K extends string>(list: keyof Collections, key: K) =>
    (locale: Locale) =>
      collections[list].map((item) => ({ [key]: item.slugs[locale] }) as Record<K, string>);
  const idAt =
    <K extends string>(list: keyof Collections, key: K) =>
    (locale: Locale, params: Record<K, string>): string | undefined =>
      collections[list].find((item) => item.slugs[locale] === decodeURIComponent(params[key]))?.id;

  /** Pages that exist: the projects page only while there is a project to show. */
  const has = (key: PageKey): boolean => key !== "projects" || projects.length > 0;

  const entries: RouteEntry[] = [
    ...PAGE_KEYS.filter(has).map((key) => ({
      id: key,
      en: page(key, "en"),
      fr: page(key, "fr"),
    })),
    ...services.categories.flatMap((category) =>
      category.services.map((item) => ({
        id: `${category.id}/${item.id}`,
        en: service(category.id, item.id, "en"),
        fr: service(category.id, item.id, "fr"),
      })),
    ),
    ...projects.map((item) => ({
      id: `projects/${item.id}`,
      en: project(item.id, "en"),
      fr: project(item.id, "fr"),
    })),
    ...collectionEntries("guides"),
    ...collectionEntries("areas"),
  ];

  /** The row a site path belongs to, in either language. */
  const find = (path: string): RouteEntry | undefined =>
    entries.find((entry) => LOCALES.some((locale) => entry[locale] === path));

  /** The [category]/[service] segments of every service page in one language. */
  const serviceParams = (locale: Locale): ServiceParams[] =>
    services.categories.flatMap((category) =>
      category.services.map((item) => ({
        category: table.categories[category.id][locale],
        service: table.services[item.id]![locale],
      })),
    );

  /** The catalogue ids behind one language's service segments; undefined if no such page. */
  const serviceAt = (locale: Locale, params: ServiceParams) => {
    const category = services.categories.find(
      (row) => table.categories[row.id][locale] === decodeURIComponent(params.category),
    );
    const item = category?.services.find(
      (row) => table.services[row.id]?.[locale] === decodeURIComponent(params.service),
    );
    return category && item ? { categoryId: category.id, serviceId: item.id } : undefined;
  };

  /** The id of an in-page target in one language: the quote form, or a category's section. */
  const anchor = (key: "quote" | CategoryId, locale: Locale): string =>
    key === "quote" ? table.anchors.quote[locale] : table.categories[key][locale];

  return {
    page,
    service,
    anchor,
    serviceParams,
    serviceAt,
    project,
    has,
    /** The [project] segment of every project page in one language. */
    projectParams: (locale: Locale): ProjectParams[] =>
      projects.map((item) => ({ project: item.slugs[locale] })),
    /** The project behind one language's [project] segment; undefined if there is none. */
    projectAt: (locale: Locale, params: ProjectParams): string | undefined =>
      projects.find((item) => item.slugs[locale] === decodeURIComponent(params.project))?.id,
    guide,
    area,
    /** Whether an area has its page (an area without local work has none yet). */
    hasArea: (id: string): boolean => collections.areas.some((item) => item.id === id),
    /** The category of a catalogue service, by id. */
    serviceCategory: (serviceId: string): CategoryId | undefined =>
      services.categories.find((category) => category.services.some((s) => s.id === serviceId))?.id,
    /** The [guide] segment of every guide page in one language. */
    guideParams: paramsOf("guides", "guide"),
    /** The guide behind one language's [guide] segment; undefined if there is none. */
    guideAt: idAt("guides", "guide"),
    areaParams: paramsOf("areas", "area"),
    areaAt: idAt("areas", "area"),
    entries: () => entries,
    find,
  };
}

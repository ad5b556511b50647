import { type z } from "zod";
import { ContentError } from "@/lib/store/content-error";
import { type CategoryId, type ServicesFileSchema } from "@/lib/schemas/catalogue";
import {
  ENTRY_PAGES,
  type EntryKind,
  type ListedKind,
  LISTED_KINDS,
  LISTED_SEGMENTS,
  REGISTRY,
} from "@/lib/registry/registry";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import { PAGE_KEYS, type PageKey, type LinkKey, type RoutesFileSchema } from "@/lib/schemas/routes";

/** A project's, guide's or area's id (its file name) and its address in each language. */
export type EntrySlugs = { id: string; slugs: Record<Locale, string> };

/**
 * The content entries with a page each, below their list page (the registry's page kinds,
 * lib/registry/registry.ts): one router API for all of them (`entry`, `entryParams`, `entryAt`,
 * `hasEntry`) and one page type (app/_pages/entry.tsx).
 */
export type { EntryKind };
/**
 * The dynamic segments of an entry's page, in the language of its address: a service's
 * category and service, a project's, guide's or area's one segment, named for its kind.
 */
export type EntryParams = Record<string, string>;
/** The one dynamic segment of a page below a list page, by kind, as the registry names it. */
const SEGMENT = LISTED_SEGMENTS;

/** The projects, guides and areas: each entry's page lies below its list page, by kind. */
type Listed = Partial<Record<ListedKind, EntrySlugs[]>>;

/** One page in both languages: the row of the route table the whole site reads. */
export type PageRoutes = { id: string } & Record<Locale, string>;

const FILE = `content/${REGISTRY.fixed.files.routes.file}`;
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const join = (locale: Locale, ...slugs: string[]) => {
  const rest = slugs.filter(Boolean).join("/");
  return `${prefix(locale)}/${rest ? `${rest}/` : ""}`;
};

/** Builds every site path from content/shared/routes.yml (trailing slashes, as exported). */
export function createRouter(
  table: z.infer<typeof RoutesFileSchema>,
  services: z.infer<typeof ServicesFileSchema>,
  entries: Listed = {},
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
  const catalogued = new Set(
    services.categories.flatMap((category) => category.services.map((service) => service.id)),
  );
  for (const id of Object.keys(table.services)) {
    if (!catalogued.has(id)) {
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

  const page = (key: LinkKey, locale: Locale): string =>
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

  /** The entries of one kind below their list page, with their addresses. */
  const listed = (kind: ListedKind): EntrySlugs[] => entries[kind] ?? [];
  const below = (kind: ListedKind, id: string, locale: Locale): string => {
    const row = listed(kind).find((item) => item.id === id);
    if (!row) throw new Error(`No ${kind} entry "${id}" in content/${kind}/`);
    return join(locale, table.pages[kind][locale], row.slugs[locale]);
  };
  const serviceCategory = (serviceId: string): CategoryId | undefined =>
    services.categories.find((category) => category.services.some((s) => s.id === serviceId))?.id;

  /** An entry's page in one language; its id is its file name (a service's: its catalogue id). */
  const entry = (kind: EntryKind, id: string, locale: Locale): string => {
    if (kind !== "services") return below(kind, id, locale);
    const category = serviceCategory(id);
    if (!category) throw new Error(`No service "${id}" in content/shared/services.yml`);
    return service(category, id, locale);
  };
  /** The route-table id of an entry's page ("guides/<id>", "<category>/<service>"). */
  const entryPageId = (kind: EntryKind, id: string): string =>
    kind === "services" ? `${serviceCategory(id)}/${id}` : `${kind}/${id}`;
  /** Whether an entry has its page (an area without local work has none yet). */
  const hasEntry = (kind: EntryKind, id: string): boolean =>
    kind === "services"
      ? serviceCategory(id) !== undefined
      : listed(kind).some((item) => item.id === id);

  /** The dynamic segments of every page of one kind in one language. */
  const entryParams = (kind: EntryKind, locale: Locale): EntryParams[] =>
    kind === "services"
      ? services.categories.flatMap((category) =>
          category.services.map((item) => ({
            category: table.categories[category.id][locale],
            service: table.services[item.id]![locale],
          })),
        )
      : listed(kind).map((item) => ({ [SEGMENT[kind]]: item.slugs[locale] }));

  /** The entry behind one language's segments; undefined if there is no such page. */
  const entryAt = (kind: EntryKind, locale: Locale, params: EntryParams): string | undefined => {
    if (kind !== "services") {
      const slug = decodeURIComponent(params[SEGMENT[kind]] ?? "");
      return listed(kind).find((item) => item.slugs[locale] === slug)?.id;
    }
    const category = services.categories.find(
      (row) => table.categories[row.id][locale] === decodeURIComponent(params.category ?? ""),
    );
    return category?.services.find(
      (row) => table.services[row.id]?.[locale] === decodeURIComponent(params.service ?? ""),
    )?.id;
  };

  /** Pages that exist: a list page whose folder may be empty only while it has an entry. */
  const has = (key: PageKey): boolean =>
    !ENTRY_PAGES.some((kind) => kind.mayBeEmpty && kind.kind === key) ||
    listed(key as ListedKind).length > 0;

  const row = (id: string, at: (locale: Locale) => string): PageRoutes => ({
    id,
    en: at("en"),
    fr: at("fr"),
  });
  const rows: PageRoutes[] = [
    ...PAGE_KEYS.filter(has).map((key) => row(key, (locale) => page(key, locale))),
    ...services.categories.flatMap((category) =>
      category.services.map((item) =>
        row(`${category.id}/${item.id}`, (locale) => service(category.id, item.id, locale)),
      ),
    ),
    ...LISTED_KINDS.flatMap((kind) =>
      listed(kind).map((item) => row(entryPageId(kind, item.id), (l) => entry(kind, item.id, l))),
    ),
  ];

  /** The row a site path belongs to, in either language. */
  const find = (path: string): PageRoutes | undefined =>
    rows.find((entry) => LOCALES.some((locale) => entry[locale] === path));

  /** The id of an in-page target in one language: the quote form, or a category's section. */
  const anchor = (key: "quote" | CategoryId, locale: Locale): string =>
    key === "quote" ? table.anchors.quote[locale] : table.categories[key][locale];

  return {
    page,
    service,
    anchor,
    has,
    entry,
    entryPageId,
    hasEntry,
    entryParams,
    entryAt,
    /** The category of a catalogue service, by id. */
    serviceCategory,
    entries: () => rows,
    find,
  };
}

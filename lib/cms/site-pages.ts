/*
 * The site's pages as the build has them, for the CMS's check before a save (in the browser):
 * the route table (content/shared/routes.yml, the service catalogue), put through the build's
 * own router (lib/content/router.ts), with the projects, guides and areas the CMS reads from the
 * content when saving (Decap's entries, the entry being saved in place of its stored copy). Not
 * written into the form: a guide or an area saved a minute ago is linkable at once.
 */
import { type z } from "zod";
import {
  type CollectionName,
  ENTRY_PAGES,
  LISTED_KINDS,
  type ListedKind,
  type REGISTRY,
} from "@/lib/registry/registry";
import { createRouter, type EntrySlugs } from "@/lib/content/router";
import { type ServicesFileSchema } from "@/lib/schemas/catalogue";
import { type Locale, LOCALES, perLocale } from "@/lib/schemas/locales";
import { type RoutesFileSchema } from "@/lib/schemas/routes";

/** An entry as Decap's query gives it: its file name, its first language's data, the others'. */
type EntryHit = {
  slug?: string;
  data?: Record<string, unknown>;
  i18n?: Record<string, { data?: Record<string, unknown> }>;
};

/** The files of the route table, passed to the browser as read (scripts/cms/admin.mjs). */
export type RouteTableFiles = {
  routes: z.infer<typeof RoutesFileSchema>;
  services: z.infer<typeof ServicesFileSchema>;
};

type PageSource = {
  collection: CollectionName;
  file?: keyof typeof REGISTRY.shared_lists.files;
  search: string[];
};

/**
 * Where the CMS reads what makes a page, by the registry's names (lib/registry/registry.ts): the
 * entries with a page each below their list page, and the testimonial ratings, whose service
 * area gives an area its page.
 */
export const PAGE_SOURCES: Record<ListedKind | "testimonials", PageSource> = {
  ...(Object.fromEntries(
    ENTRY_PAGES.filter(({ kind }) => (LISTED_KINDS as string[]).includes(kind)).map(
      ({ kind, collections: [collection] }) => [kind, { collection, search: ["address"] }],
    ),
  ) as Record<ListedKind, PageSource>),
  testimonials: { collection: "shared_lists", file: "testimonials", search: ["items.*.id"] },
};

export type PageSources = Record<keyof typeof PAGE_SOURCES, EntryHit[]>;

/** The entry being saved, as the CMS holds it: each language's data. */
type Draft = { collection: string; slug?: string; data: Record<string, Record<string, unknown>> };

const fileName = (hit: EntryHit) => hit.slug ?? String(hit.data?.address ?? "");

/** Each source's entries, the draft in place of its stored copy (or added, when new). */
function withDraft(sources: PageSources, draft: Draft | undefined): PageSources {
  if (!draft) return sources;
  const [first, ...others] = LOCALES;
  const hit: EntryHit = {
    slug: draft.slug,
    data: draft.data[first] ?? {},
    i18n: Object.fromEntries(others.map((locale) => [locale, { data: draft.data[locale] ?? {} }])),
  };
  const out = { ...sources };
  for (const [key, source] of Object.entries(PAGE_SOURCES) as [keyof PageSources, PageSource][]) {
    if (source.collection !== draft.collection) continue;
    if (source.file && source.file !== draft.slug) continue;
    const id = fileName(hit);
    out[key] = [...sources[key].filter((each) => fileName(each) !== id), hit];
  }
  return out;
}

/** An entry's address in each language (its `address` field), by its file name. */
function slugsOf(hit: EntryHit): EntrySlugs {
  const [first] = LOCALES;
  const address = (locale: Locale) =>
    String((locale === first ? hit.data : hit.i18n?.[locale]?.data)?.address ?? "");
  return {
    id: fileName(hit),
    slugs: perLocale(address),
  };
}

/**
 * Every address of the site in every language, as the build's router gives them; undefined
 * when the route table itself is broken (the build names that).
 */
export function sitePaths(
  files: RouteTableFiles,
  read: PageSources,
  draft?: Draft,
): string[] | undefined {
  const sources = withDraft(read, draft);
  // An area has a page only with local work (lib/content/areas.ts, withLocalWork): a project
  // or a testimonial naming it.
  const named = new Set(
    [
      ...sources.projects.map((hit) => hit.data?.serviceArea),
      ...sources.testimonials.flatMap((hit) =>
        Array.isArray(hit.data?.items)
          ? (hit.data.items as { serviceArea?: unknown }[]).map((item) => item.serviceArea)
          : [],
      ),
    ].filter((id): id is string => typeof id === "string"),
  );
  try {
    const entries = Object.fromEntries(
      LISTED_KINDS.map((kind) => [kind, sources[kind].map(slugsOf)]),
    ) as Record<ListedKind, EntrySlugs[]>;
    entries.areas = entries.areas.filter((area) => named.has(area.id));
    const router = createRouter(files.routes, files.services, entries);
    return router.entries().flatMap((entry) => LOCALES.map((locale) => entry[locale]));
  } catch {
    return undefined;
  }
}

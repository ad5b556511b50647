import { type EntryKind, findEntry } from "@/lib/registry/registry";
import { type Locale } from "@/lib/schemas/locales";
import { isPageKey, type PageKey } from "@/lib/schemas/routes";

type Router = {
  page: (key: PageKey, locale: Locale) => string;
  has: (key: PageKey) => boolean;
  entry: (kind: EntryKind, id: string, locale: Locale) => string;
  hasEntry: (kind: EntryKind, id: string) => boolean;
  find: (path: string) => Record<Locale, string> | undefined;
};

/**
 * The page that shows a content entry ("pages/about.yml", "legal/privacy-policy") in one
 * language, as the registry says it: its own page (none for an area without local work yet),
 * or its collection's or file's preview page. What "View preview" and the status page open.
 */
export function pageOfEntry(entry: string, locale: Locale, router: Router): string | undefined {
  const found = findEntry(entry);
  if (!found) return undefined;
  const page = (kind: EntryKind, id: string) =>
    router.hasEntry(kind, id) ? router.entry(kind, id, locale) : undefined;
  const previewed = (key: PageKey) => (router.has(key) ? router.page(key, locale) : undefined);
  if (found.kind === "file") return previewed(found.file.preview);
  if (found.kind === "service-file") {
    const { preview } = found.collection.perService!;
    return preview ? previewed(preview) : page("services", found.id);
  }
  const { page: kind, settings } = found.collection;
  if (kind) return page(kind.kind, found.id);
  const path = settings.preview_path;
  if (isPageKey(path)) return previewed(path);
  // A pattern of the entry's own address ("{{slug}}/": a legal page's file is named for it).
  return path && !path.replace("{{slug}}", found.id).includes("{{")
    ? router.find(`/${path.replace("{{slug}}", found.id)}`)?.[locale]
    : undefined;
}

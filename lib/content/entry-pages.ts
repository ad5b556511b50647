import { type EntryKind, findEntry } from "@/lib/content/registry";
import { type Locale } from "@/lib/schemas/locales";

type Router = {
  entry: (kind: EntryKind, id: string, locale: Locale) => string;
  hasEntry: (kind: EntryKind, id: string) => boolean;
  find: (path: string) => Record<Locale, string> | undefined;
};

/**
 * The page that shows a content entry ("pages/about.yml", "services/residential/drywall-repair",
 * "legal/privacy-policy"), in one language: what the translation status links to, as the
 * registry (lib/content/registry.ts) says it, the page the CMS's "View preview" opens. An
 * entry with a page of its own opens it (an area without local work yet has none: nothing to
 * open); another, its collection's or file's preview page, found in the route table.
 */
export function pageOfEntry(entry: string, locale: Locale, router: Router): string | undefined {
  const found = findEntry(entry);
  if (!found) return undefined;
  const page = (kind: EntryKind, id: string) =>
    router.hasEntry(kind, id) ? router.entry(kind, id, locale) : undefined;
  const previewed = (path: string | undefined) =>
    path && !path.includes("{{") ? router.find(`/${path.replace(/^\//, "")}`)?.[locale] : undefined;
  if (found.kind === "file") return previewed(found.file.previewPath);
  if (found.kind === "service-file") {
    const { previewPath } = found.collection.perService!;
    return previewPath ? previewed(previewPath) : page("services", found.id);
  }
  const { page: kind, settings } = found.collection;
  if (kind) return page(kind.kind, found.id);
  const path = settings.preview_path;
  return previewed(typeof path === "string" ? path.replace("{{slug}}", found.id) : undefined);
}

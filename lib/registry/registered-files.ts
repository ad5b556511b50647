import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { collections, perServiceFile } from "@/lib/registry/registry";
import { LOCALES } from "@/lib/schemas/locales";

/*
 * The files of a content folder that the registry holds, entry by entry: what the checks that
 * walk the whole content read, so each covers exactly the registered collections.
 */

export type RegisteredEntry = {
  /** "pages/about.yml"; a Markdown entry without its language: "guides/one-coat". */
  entry: string;
  /** Its files present, relative to the content folder (a Markdown entry: one per language). */
  files: string[];
  markdown: boolean;
  /** Both languages in the entry. */
  bilingual: boolean;
};

const listed = (contentDir: string, folder: string) => {
  const dir = path.join(contentDir, folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

/** Every registered entry present in `contentDir`, sorted by entry. */
export function registeredFiles(contentDir: string): RegisteredEntry[] {
  const present = (file: string) => existsSync(path.join(contentDir, file));
  const entries = collections().flatMap(([, collection]): RegisteredEntry[] => {
    const { bilingual } = collection;
    const yaml = (file: string): RegisteredEntry => ({
      entry: file,
      files: [file],
      markdown: false,
      bilingual,
    });
    if (collection.kind === "files") {
      const { perService } = collection;
      const files = Object.values(collection.files).map((each) => each.file);
      const perServiceFiles = perService
        ? listed(contentDir, perService.folder)
            .filter((name) => name.endsWith(".yml"))
            .map((name) => perServiceFile(perService, name.replace(/\.yml$/, "")))
        : [];
      return [...new Set([...files, ...perServiceFiles])].filter(present).map(yaml);
    }
    const names = listed(contentDir, collection.folder);
    if (collection.format === "content-yaml") {
      return names
        .filter((name) => name.endsWith(".yml"))
        .map((name) => yaml(`${collection.folder}/${name}`));
    }
    // A Markdown entry is its files in every language, named after the first's.
    const ids = new Set(
      names.flatMap((name) => {
        const match = /^(.+)\.([a-z]{2})\.md$/.exec(name);
        return match && (LOCALES as readonly string[]).includes(match[2]!) ? [match[1]!] : [];
      }),
    );
    return [...ids].map((id) => ({
      entry: `${collection.folder}/${id}`,
      files: LOCALES.map((locale) => `${collection.folder}/${id}.${locale}.md`).filter(present),
      markdown: true,
      bilingual,
    }));
  });
  return entries.sort((a, b) => a.entry.localeCompare(b.entry));
}

import { type z } from "zod";
import { ContentError, copyShared, type LoadContext, readMarkdown } from "@/lib/store/files";
import { type FolderCollection, sharedFacts, sharedFields } from "@/lib/registry/registry";
import { type Locale, LOCALES, perLocale } from "@/lib/schemas/locales";

/** One entry of a bilingual Markdown folder: each language's front matter and body. */
export type EntrySource<T> = { id: string; data: Record<Locale, T>; body: Record<Locale, string> };

/**
 * Every entry of content/<folder>/ as `<id>.<language>.md` pairs (the layout Decap's
 * `multiple_files` writes): each needs its file in every language, the English address equal
 * to the file's name, a body, and facts that agree; a problem is reported naming the file and
 * field, and the entry is left out so the others are checked too. `text` names the body in
 * messages; `stop`: a misnamed file or a shared address stops the folder's reading (projects).
 */
export function readCollection<S extends z.ZodObject>(
  context: LoadContext,
  { folder, noun = "entry" }: FolderCollection,
  /** The English file's schema (the registry's, given the content's choices). */
  schema: S,
  { text = "text", stop = false } = {},
): EntrySource<z.output<S>>[] {
  // The fields the schema marks shared are stated once, in the English file, and copied to the
  // others (which may leave them out); the top-level ones are left out of their schema.
  const facts = sharedFields(schema);
  const omit = sharedFacts(schema);
  const { report } = context;
  const problem = (error: ContentError) => {
    if (stop) throw error;
    report(error);
  };
  const files = context.store.list(folder);
  const ids = new Set<string>();
  for (const file of files) {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/.exec(file);
    if (!match || !LOCALES.includes(match[2] as Locale)) {
      problem(
        new ContentError(`${folder}/${file}`, [
          'is not "<name>.<language>.md" with a name in lower-case words joined by hyphens',
        ]),
      );
      continue;
    }
    ids.add(match[1]!);
  }
  const others = schema.omit(Object.fromEntries(omit.map((key) => [key, true])) as never);
  const entries = [...ids].sort().flatMap((id) => {
    try {
      const data = {} as Record<Locale, z.output<S>>;
      const body = {} as Record<Locale, string>;
      for (const locale of LOCALES) {
        const file = `${folder}/${id}.${locale}.md`;
        if (!files.includes(`${id}.${locale}.md`)) {
          throw new ContentError(file, [
            `is missing: every ${noun} needs its ${text} in every language`,
          ]);
        }
        if (locale === "en") {
          const read = readMarkdown(context, file, schema);
          data.en = read.data;
          body.en = read.body;
        } else {
          const compare = (raw: unknown) => {
            const problems = copyShared(data.en, raw, facts, {
              owner: "the English file",
              where: `in content/${folder}/${id}.en.md (or leave it out here)`,
            });
            if (problems.length) report(new ContentError(file, problems));
            return raw;
          };
          const read = readMarkdown(context, file, others, compare);
          const shared = Object.fromEntries(
            omit.map((key) => [key, (data.en as Record<string, unknown>)[key]]),
          );
          data[locale] = { ...read.data, ...shared } as z.output<S>;
          body[locale] = read.body;
        }
        if (!body[locale]) {
          const below = "the text below the front matter";
          throw new ContentError(file, [
            `${text === "text" ? below : `the ${text} (${below})`} is empty`,
          ]);
        }
      }
      const address = (data.en as { address: string }).address;
      if (address !== id) {
        throw new ContentError(`${folder}/${id}.en.md`, [
          `address: "${address}" must be the file's name, "${id}"`,
        ]);
      }
      return [{ id, data, body }];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      report(error);
      return [];
    }
  });
  for (const locale of LOCALES) {
    const seen = new Map<string, string>();
    for (const entry of entries) {
      const address = (entry.data[locale] as { address: string }).address;
      const other = seen.get(address);
      if (other) {
        problem(
          new ContentError(`${folder}/${entry.id}.${locale}.md`, [
            `address: "${address}" is already the address of ${other}`,
          ]),
        );
      }
      seen.set(address, entry.id);
    }
  }
  return entries;
}

/** Each entry's address in every language, as the router takes them. */
export const entrySlugs = (entries: EntrySource<{ address: string }>[]) =>
  entries.map((entry) => ({
    id: entry.id,
    slugs: perLocale((locale) => entry.data[locale].address),
  }));

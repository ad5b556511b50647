import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parse, parseDocument } from "yaml";
import { splitFrontMatter } from "@/lib/store/front-matter.mjs";
import { type RegisteredEntry, registeredFiles } from "@/lib/registry/registered-files";

/*
 * The one place content text is opened and parsed in lib/ (the CMS form's writer aside): the
 * loader takes the document with its line map, the checks that walk the whole content a store,
 * where each registered file is read once however many of them ask.
 */

/** Where content is read from by default; CONTENT_DIR points the build at another folder. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content");

/** YAML text → data; a syntax error throws. */
export const parseYaml = (text: string): unknown => parse(text) as unknown;

/** YAML text → its document and the line counter that places each node, for messages. */
export function parseYamlDocument(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  return { doc, lineCounter };
}

/** A Markdown text's front matter (unparsed) and body, or null without front matter. */
export const splitMarkdown = (text: string) => splitFrontMatter(text);

/** A Markdown text's front matter, parsed, and its body; null without front matter. */
export function parseMarkdown(text: string): { data: unknown; body: string } | null {
  const parts = splitFrontMatter(text);
  return parts ? { data: parseYaml(parts.yaml), body: parts.body } : null;
}

/** A file's data: a YAML file's, or a Markdown file's front matter (undefined without any). */
export const parseData = (file: string, text: string): unknown =>
  file.endsWith(".md") ? parseMarkdown(text)?.data : parseYaml(text);

/** The registered files of one content folder, each read once. */
export type ContentStore = {
  readonly dir: string;
  /** Every registered entry present (lib/registry/registered-files.ts), sorted by entry. */
  readonly entries: readonly RegisteredEntry[];
  /** A file's text (relative to the folder), read on first ask; undefined when it is absent. */
  text(file: string): string | undefined;
  /** The names in a folder (relative to the content folder), as the system lists them; none when absent. */
  list(folder: string): string[];
};

/** A store of `dir`, listed now, read as asked. */
export function openStore(dir: string): ContentStore {
  const texts = new Map<string, string | undefined>();
  let entries: RegisteredEntry[] | undefined;
  return {
    dir,
    get entries() {
      return (entries ??= registeredFiles(dir));
    },
    text(file) {
      if (!texts.has(file)) {
        const full = path.join(dir, file);
        texts.set(file, existsSync(full) ? readFileSync(full, "utf8") : undefined);
      }
      return texts.get(file);
    },
    list(folder) {
      const full = path.join(dir, folder);
      return existsSync(full) ? readdirSync(full) : [];
    },
  };
}

/**
 * `read`'s value, kept for the build; read again on every call under the dev server, where a
 * save in the local CMS changes it.
 */
export function perBuild<T>(read: () => T): () => T {
  let kept: T | undefined;
  return () => (process.env.NODE_ENV === "development" ? read() : (kept ??= read()));
}

/** The store of `given`, or one opened on it when it is a folder. */
export const storeOf = (given: string | ContentStore): ContentStore =>
  typeof given === "string" ? openStore(given) : given;

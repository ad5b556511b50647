import { readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";

/** Where content is read from; tests and the CMS check point CONTENT_DIR at a scratch copy. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content");

type Issue = z.core.$ZodIssue;

/** "items[2] (id "drywall-repair").heroAlt": the path an editor can find in the file. */
function describePath(data: unknown, issuePath: readonly PropertyKey[]): string {
  let node: unknown = data;
  let out = "";
  for (const key of issuePath) {
    if (typeof key === "number") {
      out += `[${key}]`;
      node = Array.isArray(node) ? node[key] : undefined;
      const id = (node as { id?: unknown } | undefined)?.id;
      if (typeof id === "string") out += ` (id "${id}")`;
    } else {
      out += out ? `.${String(key)}` : String(key);
      node =
        node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    }
  }
  return out || "(root)";
}

export class ContentError extends Error {
  /** `file` is relative to the content folder ("en/home.yml") or already "content/…". */
  constructor(file: string, lines: string[]) {
    const shown = file.startsWith("content/") ? file : `content/${file}`;
    super(`Invalid content in ${shown}:\n${lines.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** Locates an issue's path in the YAML source, so the message can give a line number. */
type LineOf = (issuePath: readonly PropertyKey[]) => number | undefined;

/** Parses already-loaded data with a schema; a bad edit fails naming file, entry and field. */
export function parseWith<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  lineOf: LineOf = () => undefined,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    file,
    result.error.issues.map((issue: Issue) => {
      const line = lineOf(issue.path);
      return `${describePath(data, issue.path)}${line ? ` (line ${line})` : ""}: ${issue.message}`;
    }),
  );
}

function read(file: string): string {
  try {
    return readFileSync(path.join(CONTENT_DIR, file), "utf8");
  } catch {
    throw new ContentError(file, ["the file is missing or unreadable"]);
  }
}

/** YAML text → data, with syntax errors and zod issues both reported with their line. */
function parseYamlText<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
  lineOffset = 0,
  prepare: (data: unknown) => unknown = (data) => data,
): z.output<S> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true });
  if (doc.errors.length) {
    throw new ContentError(
      file,
      doc.errors.map((error) => {
        const line = error.linePos?.[0].line;
        return `${line ? `line ${line + lineOffset}: ` : ""}${error.message.split("\n")[0]}`;
      }),
    );
  }
  const lineOf: LineOf = (issuePath) => {
    for (let depth = issuePath.length; depth >= 0; depth -= 1) {
      const node = doc.getIn(issuePath.slice(0, depth) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
  return parseWith(file, schema, prepare(doc.toJS()), lineOf);
}

export function readYaml<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseYamlText(file, read(file), schema);
}

/**
 * A file holding every language of one entry, as Decap's `single_file` i18n structure writes
 * it: `en:` then `fr:`, each shaped by `schema`. Fields listed in `shared` ("hero.image.photo",
 * "points[].icon") are the same in every language: Decap stores them once, under the default
 * language, so they are copied to the others before validation, and a different value in
 * another language is refused rather than silently ignored.
 */
export function readLocalizedYaml<S extends z.ZodType, L extends string>(
  file: string,
  locales: readonly [L, ...L[]],
  schema: S,
  shared: readonly string[] = [],
): Record<L, z.output<S>> {
  const localized = z.strictObject(Object.fromEntries(locales.map((locale) => [locale, schema])));
  const fill = (data: unknown) => fillShared(file, data, locales, shared);
  return parseYamlText(file, read(file), localized, 0, fill) as Record<L, z.output<S>>;
}

function fillShared(
  file: string,
  data: unknown,
  locales: readonly [string, ...string[]],
  shared: readonly string[],
): unknown {
  const [primary, ...others] = locales;
  if (!isRecord(data)) return data;
  const problems: string[] = [];
  const copy = (from: unknown, to: unknown, keys: string[], at: string) => {
    if (!isRecord(from) || !isRecord(to)) return;
    const [head, ...rest] = keys as [string, ...string[]];
    const list = head.endsWith("[]");
    const key = list ? head.slice(0, -2) : head;
    const here = at ? `${at}.${key}` : key;
    const source = from[key];
    if (list) {
      const target = to[key];
      if (!Array.isArray(source) || !Array.isArray(target)) return;
      if (source.length !== target.length) {
        problems.push(
          `${here}: ${target.length} entries where ${primary} has ${source.length}: the languages list the same entries, in the same order`,
        );
        return;
      }
      source.forEach((item, index) => copy(item, target[index], rest, `${here}[${index}]`));
    } else if (rest.length) {
      copy(source, to[key], rest, here);
    } else if (to[key] === undefined) {
      if (source !== undefined) to[key] = source;
    } else if (to[key] !== source) {
      problems.push(
        `${here}: "${String(to[key])}" differs from ${primary}'s "${String(source)}": this field is the same in every language, change it under ${primary}`,
      );
    }
  };
  for (const locale of others) {
    for (const field of shared) copy(data[primary], data[locale], field.split("."), locale);
  }
  if (problems.length) throw new ContentError(file, problems);
  return data;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A Markdown file: YAML front matter between "---" lines, then the body. */
export function readMarkdown<S extends z.ZodType>(
  file: string,
  schema: S,
): { data: z.output<S>; body: string } {
  const source = read(file).replace(/^\uFEFF/, "");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) {
    throw new ContentError(file, ['must start with front matter between two "---" lines']);
  }
  return { data: parseYamlText(file, match[1]!, schema, 1), body: match[2]!.trim() };
}

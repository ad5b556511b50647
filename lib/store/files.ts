import { z } from "zod";
import { type ContentStore, parseYamlDocument, splitMarkdown, storeOf } from "@/lib/store/store";
import { typeset } from "@/lib/locale/french-typography";
import { sharedPaths } from "@/lib/schemas/form-meta";
import { type Locale, LOCALES, perLocale } from "@/lib/schemas/locales";
import { copyShared, isRecord, underShared } from "@/lib/schemas/shared-copy";
import { ContentError } from "@/lib/store/content-error";

export { ContentError, copyShared };

type Issue = z.core.$ZodIssue;

/** "items[2] (id "drywall-repair").icon": the path an editor can find in the file. */
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

/** A YAML file or front matter the load read: its schema, its data and where each value is. */
type ReadFile = { file: string; schema: z.ZodType; data: unknown; lineOf: LineOf };

/*
 * One build names every bad file: a reader records a file that fails its schema (`report`) and
 * the load goes on; the problems are thrown together. No module state: a reader called alone
 * takes a context of its own, `loadContext(dir)`.
 */
export type LoadContext = {
  /** The content folder's files, each read once. */
  readonly store: ContentStore;
  /** Records a problem; the load goes on. */
  report(error: ContentError): void;
  /**
   * Records something the load leaves out rather than refuses (an area waiting for its local
   * work), so that entries published in either order never block each other; named at the end
   * of the load, the way an unused upload is (scripts/photos/photos.mjs).
   */
  warn(message: string): void;
  /**
   * Every YAML file and front matter read so far, with its schema: what the checks that look
   * into fields by their form metadata walk (the links of Markdown fields, lib/content/links.ts).
   */
  readonly read: ReadFile[];
};

/** A context on `content` (a folder, or its store) that records what its readers report. */
export function loadContext(content: string | ContentStore) {
  const store = storeOf(content);
  const problems: ContentError[] = [];
  const warnings: string[] = [];
  return {
    store,
    problems,
    warnings,
    read: [] as ReadFile[],
    report: (error: ContentError) => void problems.push(error),
    warn: (message: string) => void warnings.push(message),
  } satisfies LoadContext & { problems: ContentError[]; warnings: string[] };
}

/** Every problem of a load in one error, as the build prints it (one file, or a count first). */
export function contentFailure(errors: readonly ContentError[]): ContentError {
  // One file's problems found by different steps (its schema, then a rule across fields) are
  // said under that file once; an error that is already a summary stays as it is.
  const files: ContentError[] = [];
  const byFile = new Map<string, number>();
  for (const each of errors) {
    const at = each.lines.length ? byFile.get(each.file) : undefined;
    if (at === undefined) {
      if (each.lines.length) byFile.set(each.file, files.length);
      files.push(each);
    } else {
      files[at] = new ContentError(each.file, [...files[at]!.lines, ...each.lines]);
    }
  }
  if (files.length === 1) return files[0]!;
  const error = new ContentError("", []);
  error.message = [
    `Invalid content in ${files.length} files (every problem below must be fixed):`,
    ...files.map((each) => each.message),
  ].join("\n");
  return error;
}

/**
 * A load of `content`: its context, and `guard`, which runs a step that uses data read earlier:
 * if it fails after a recorded problem, the recorded problems are thrown together rather than
 * their consequence (`problems` then lists them).
 */
export function collectProblems(content: string | ContentStore) {
  const context = loadContext(content);
  const { problems, warnings } = context;
  const fail = (error: unknown): never => {
    if (error instanceof ContentError && !problems.includes(error)) problems.push(error);
    if (problems.length) throw contentFailure(problems);
    throw error;
  };
  return {
    context,
    guard<T>(step: () => T): T {
      try {
        return step();
      } catch (error) {
        return fail(error);
      }
    },
    /** Every problem recorded, one error per file. */
    problems: (): readonly ContentError[] => problems,
    /** What was recorded, and what was left out on purpose. */
    finish: () => ({ problems: [...problems], warnings: [...warnings] }),
  };
}

/** Locates an issue's path in the YAML source, so the message can give a line number. */
export type LineOf = (issuePath: readonly PropertyKey[]) => number | undefined;

/**
 * Parses already-loaded data with a schema; a bad edit fails naming file, entry and field.
 * `repeats` tells an issue that only repeats another (a value copied from one language into
 * another), left out so each problem is said once.
 */
export function parseWith<S extends z.ZodType>(
  { report }: Pick<LoadContext, "report">,
  file: string,
  schema: S,
  data: unknown,
  lineOf: LineOf = () => undefined,
  repeats: (issuePath: readonly PropertyKey[]) => boolean = () => false,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  report(
    new ContentError(
      file,
      result.error.issues
        .filter((issue: Issue) => !repeats(issue.path))
        .map((issue: Issue) => {
          const line = lineOf(issue.path);
          // A required field left empty in the CMS reaches the schema as no value at all.
          const message =
            issue.code === "invalid_type" &&
            issue.expected !== "object" &&
            /received undefined$/.test(issue.message)
              ? "must not be empty (this field is required)"
              : issue.message;
          return `${describePath(data, issue.path)}${line ? ` (line ${line})` : ""}: ${message}`;
        }),
    ),
  );
  return data as z.output<S>;
}

/**
 * A field the CMS leaves empty is written `key: null` or `key: ""` (a testimonial removed, an
 * optional text cleared): both mean "not given", so an optional field never breaks the build
 * and a required one is reported as missing.
 */
function withoutEmpty(data: unknown, keepEmptyText = false): unknown {
  if (Array.isArray(data)) return data.map((item) => withoutEmpty(item, keepEmptyText));
  if (!isRecord(data)) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== null && (keepEmptyText || value !== ""))
      .map(([key, value]) => [key, withoutEmpty(value, keepEmptyText)]),
  );
}

function read({ store }: LoadContext, file: string): string {
  let text: string | undefined;
  try {
    text = store.text(file);
  } catch {
    // A folder where a file should be: unreadable, said as a missing file is.
  }
  if (text === undefined) throw new ContentError(file, ["the file is missing or unreadable"]);
  return text;
}

type YamlOptions = {
  /** Lines before the YAML in its file (front matter's opening "---"). */
  lineOffset?: number;
  /** What is done to the data before it is validated (shared fields copied). */
  prepare?: (data: unknown) => unknown;
  /** "" is a value, not "not given" (a file the CMS does not write). */
  keepEmptyText?: boolean;
  /** An issue that only repeats another, left out (parseWith). */
  repeats?: (issuePath: readonly PropertyKey[]) => boolean;
};

/** YAML text → data, with syntax errors and zod issues both reported with their line. */
function parseYamlText<S extends z.ZodType>(
  context: LoadContext,
  file: string,
  source: string,
  schema: S,
  { lineOffset = 0, prepare = (data) => data, keepEmptyText = false, repeats }: YamlOptions = {},
): z.output<S> {
  const { doc, lineCounter } = parseYamlDocument(source);
  if (doc.errors.length) {
    // Nothing to go on with: the rest of the load stops here, with what it has recorded.
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
  const data = parseWith(
    context,
    file,
    schema,
    prepare(withoutEmpty(doc.toJS(), keepEmptyText)),
    lineOf,
    repeats,
  );
  context.read.push({ file, schema, data, lineOf });
  return data;
}

/** `keepEmptyText` for a file the CMS does not write, where "" is a value (the home slug). */
export function readYaml<S extends z.ZodType>(
  context: LoadContext,
  file: string,
  schema: S,
  { keepEmptyText = false } = {},
): z.output<S> {
  return parseYamlText(context, file, read(context, file), schema, { keepEmptyText });
}

/**
 * A file holding every language of one entry (Decap's `single_file`: `en:` then `fr:`). The
 * fields the schema marks `shared` are stored once, under English, and copied to the others
 * before validation; a different value in another language is refused, not ignored.
 */
export function readLocalizedYaml<S extends z.ZodType>(
  context: LoadContext,
  file: string,
  schema: S,
): Record<Locale, z.output<S>> {
  const shared = sharedPaths(schema);
  const localized = z.strictObject(perLocale(() => schema));
  return parseYamlText(context, file, read(context, file), localized, {
    prepare: (data) => fillShared(context, file, data, shared),
    // A shared value is the primary language's, copied: its problem is said there, once.
    repeats: ([locale, ...at]) => locale !== LOCALES[0] && underShared(at, shared),
  }) as Record<Locale, z.output<S>>;
}

/**
 * A file of both languages (readLocalizedYaml), each half typeset for its language: an editor
 * types ordinary spaces, and French comes out with OQLF's no-break spaces. A file that failed
 * to read (already reported) passes through as it is.
 */
export function readTypeset<S extends z.ZodType>(
  context: LoadContext,
  file: string,
  schema: S,
): Record<Locale, z.output<S>> {
  const halves = readLocalizedYaml(context, file, schema);
  if (!isRecord(halves)) return halves;
  return perLocale((locale) => typeset(halves[locale], locale)) as typeof halves;
}

function fillShared(
  { report }: LoadContext,
  file: string,
  data: unknown,
  shared: readonly string[],
): unknown {
  const [primary, ...others] = LOCALES;
  if (!isRecord(data)) return data;
  const problems = others.flatMap((locale) =>
    copyShared(
      data[primary],
      data[locale],
      shared,
      { owner: primary, where: `under ${primary}` },
      locale,
    ),
  );
  if (problems.length) report(new ContentError(file, problems));
  return data;
}

/**
 * A folder of one YAML file per catalogue service (`ids`), nothing else: a missing or misnamed
 * file is named; a file with a problem is left out, reported with every other problem.
 */
export function readPerService<T>(
  context: LoadContext,
  folder: string,
  ids: string[],
  read: (id: string) => T,
  { missing, alsoAllowed = "" }: { missing: (id: string) => string; alsoAllowed?: string },
): Map<string, T> {
  const present = context.store.list(folder);
  const problems = [
    ...ids
      .filter((id) => !present.includes(`${id}.yml`))
      .map((id) => `${id}.yml is missing: ${missing(id)}`),
    ...present
      .filter((name) => !ids.some((id) => `${id}.yml` === name))
      .map(
        (name) =>
          `${name} is not "<service>.yml" for a service of content/shared/services.yml${alsoAllowed} (a misspelt file name?)`,
      ),
  ];
  if (problems.length) context.report(new ContentError(folder, problems));
  const files = new Map<string, T>();
  for (const id of ids.filter((id) => present.includes(`${id}.yml`))) {
    try {
      files.set(id, read(id));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      context.report(error);
    }
  }
  return files;
}

/** A Markdown file: YAML front matter between "---" lines, then the body. */
export function readMarkdown<S extends z.ZodType>(
  context: LoadContext,
  file: string,
  schema: S,
  prepare?: (data: unknown) => unknown,
): { data: z.output<S>; body: string } {
  const source = read(context, file).replace(/^\uFEFF/, "");
  const parts = splitMarkdown(source);
  if (!parts) {
    throw new ContentError(file, ['must start with front matter between two "---" lines']);
  }
  return {
    data: parseYamlText(context, file, parts.yaml, schema, { lineOffset: 1, prepare }),
    body: parts.body.trim(),
  };
}

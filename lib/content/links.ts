/*
 * Every link of the content's texts into the site must lead to one of its pages, or it would
 * build and answer 404. The texts: the Markdown bodies and every field whose form widget is
 * "markdown", found through the schemas (a new one is checked with no list to keep). Each bad
 * link is named by file, field and line.
 */
import { type z } from "zod";
import { ContentError, type LoadContext } from "@/lib/store/files";
import { markdownLinks } from "@/lib/content/markdown";
import { formOf, unwrap } from "@/lib/schemas/form-meta";
import { deadLinkMessage, sitePath } from "@/lib/content/site-links";

type IsPage = (sitePath: string) => boolean;

/** The Markdown files of the registered collections, relative to the content folder. */
const markdownFiles = ({ store }: LoadContext): string[] =>
  store.entries
    .filter((each) => each.markdown)
    .flatMap((each) => each.files)
    .sort();

/** The links of one Markdown text that lead to no page, with their line within the text. */
function deadLinks(markdown: string, isPage: IsPage): { url: string; line?: number }[] {
  return markdownLinks(markdown).filter(({ url }) => {
    const target = sitePath(url);
    return target !== undefined && !isPage(target);
  });
}

const problem = (field: string, line: number | undefined, url: string) =>
  `${field}${line ? ` (line ${line})` : ""}: ${deadLinkMessage(url)}`;

/** The body of every Markdown file (the text under its front matter). */
function checkBodies(context: LoadContext, isPage: IsPage): void {
  for (const file of markdownFiles(context)) {
    const source = context.store.text(file)!;
    const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?([\s\S]*)$/.exec(source);
    const body = match ? match[1]! : source;
    const bodyStart = match
      ? source.slice(0, source.length - body.length).split("\n").length - 1
      : 0;
    const problems = deadLinks(body, isPage).map(({ url, line }) =>
      problem("text", line && line + bodyStart, url),
    );
    if (problems.length) context.report(new ContentError(file, problems));
  }
}

/** Each Markdown field of `data` (by its schema's form widget), with its path. */
function markdownFields(
  schema: z.ZodType,
  data: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; text: string }[] {
  const { inner } = unwrap(schema);
  if (formOf(schema).widget === "markdown" || formOf(inner).widget === "markdown") {
    return typeof data === "string" ? [{ at, text: data }] : [];
  }
  const def = inner._zod.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
  };
  if (def.type === "object" && def.shape && data && typeof data === "object") {
    return Object.entries(def.shape).flatMap(([key, child]) =>
      markdownFields(child, (data as Record<string, unknown>)[key], [...at, key]),
    );
  }
  if (def.type === "array" && def.element && Array.isArray(data)) {
    return data.flatMap((item, index) => markdownFields(def.element!, item, [...at, index]));
  }
  return [];
}

/** "fr.items[2].answer": the field as an editor finds it in the file. */
const fieldName = (at: (string | number)[]) =>
  at.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${key}` : key),
    "",
  );

/** The Markdown fields of the YAML files and front matter the load read. */
function checkFields({ read, report }: LoadContext, isPage: IsPage): void {
  for (const { file, schema, data, lineOf } of read) {
    const problems = markdownFields(schema, data).flatMap(({ at, text }) =>
      deadLinks(text, isPage).map(({ url }) => problem(fieldName(at), lineOf(at), url)),
    );
    if (problems.length) report(new ContentError(file, problems));
  }
}

/** Names every internal link of the content's texts that leads to no page of `isPage`. */
export function checkContentLinks(context: LoadContext, isPage: IsPage): void {
  checkBodies(context, isPage);
  checkFields(context, isPage);
}

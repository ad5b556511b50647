import { readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { type z } from "zod";

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
  return parseWith(file, schema, doc.toJS(), lineOf);
}

export function readYaml<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseYamlText(file, read(file), schema);
}

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

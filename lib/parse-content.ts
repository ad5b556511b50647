import { type z } from "zod";

type Issue = z.core.$ZodIssue;

/** "items[2] (id "drywall-repair").heroAlt": the path an editor can find in the file. */
function describePath(data: unknown, path: readonly PropertyKey[]): string {
  let node: unknown = data;
  let out = "";
  for (const key of path) {
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
  constructor(file: string, data: unknown, issues: readonly Issue[]) {
    const lines = issues.map((issue) => `  - ${describePath(data, issue.path)}: ${issue.message}`);
    super(`Invalid content in ${file}:\n${lines.join("\n")}`);
    this.name = "ContentError";
  }
}

/** Parses one content file's export; a bad edit fails the build naming file, entry and field. */
export function parseContent<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, data, result.error.issues);
  return result.data;
}

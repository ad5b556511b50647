import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/*
 * Names the team knows from the CMS: an entry as its collection and file labels ("Pages ›
 * About"), a field as the labels of the form ("Our story › Paragraphs › 2"), read from
 * public/admin/config.yml so the status page says what the form says.
 */

type CmsField = { name: string; label?: string; fields?: CmsField[]; field?: CmsField };
type CmsFile = { label?: string; file: string; fields?: CmsField[] };
type CmsCollection = {
  label?: string;
  label_singular?: string;
  folder?: string;
  files?: CmsFile[];
  fields?: CmsField[];
};

export type CmsLabels = {
  /** "Pages › About"; a folder entry is named by `title` (its name or title) when given. */
  entry: (entry: string, title?: string) => string;
  /** "Our story › Paragraphs › 2"; "text" is a Markdown entry's body. */
  field: (entry: string, field: string) => string;
};

const SEPARATOR = " › ";

export function cmsLabels(
  configFile = path.join(process.cwd(), "public", "admin", "config.yml"),
): CmsLabels {
  let collections: CmsCollection[] = [];
  try {
    const config = parse(readFileSync(configFile, "utf8"), { merge: true, maxAliasCount: -1 }) as {
      collections?: CmsCollection[];
    };
    collections = config.collections ?? [];
  } catch {
    // Without the CMS configuration, entries and fields keep their file names and paths.
  }

  const find = (entry: string) => {
    for (const collection of collections) {
      const file = collection.files?.find((item) => item.file === `content/${entry}`);
      if (file) return { collection, file, fields: file.fields ?? [] };
      if (collection.folder === `content/${path.posix.dirname(entry)}` && !entry.endsWith(".yml")) {
        return { collection, fields: collection.fields ?? [] };
      }
    }
    return undefined;
  };

  return {
    entry: (entry, title) => {
      const found = find(entry);
      if (!found) return entry;
      const { collection, file } = found;
      const name = file?.label ?? title ?? path.posix.basename(entry);
      const group = file ? collection.label : (collection.label_singular ?? collection.label);
      return group ? `${group}${SEPARATOR}${name}` : name;
    },
    field: (entry, field) => {
      let fields = find(entry)?.fields ?? [];
      const labels: string[] = [];
      for (const token of (field === "text" ? "body" : field).match(/[^.[\]]+/g) ?? []) {
        if (/^\d+$/.test(token)) {
          labels.push(String(Number(token) + 1));
          continue;
        }
        const match = fields.find((item) => item.name === token);
        labels.push(match?.label ?? token);
        fields = match?.fields ?? (match?.field?.fields ? match.field.fields : []);
      }
      return labels.join(SEPARATOR);
    },
  };
}

import path from "node:path";
import { type ContentStore } from "@/lib/store/store";
import { decapCollections } from "@/lib/cms/decap-config";
import { formChoices } from "@/lib/cms/form-choices";

/*
 * Names the team knows from the CMS ("Pages › About", "Our story › Paragraphs › 2"), read from
 * the form the CMS is written from (lib/cms/decap-config.ts), so the status page says what the
 * form says.
 */

type CmsField = { name: string; label?: string; fields?: CmsField[]; field?: CmsField };
type CmsFile = { label?: string; file: string; fields?: CmsField[] };
type CmsCollection = {
  label?: string;
  label_singular?: string;
  folder?: string;
  /** How the CMS lists a folder's entries: a fixed line when it holds no `{{field}}`. */
  summary?: string;
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

/** The labels down to the field named `name` (a path in the file), wherever it is drawn. */
function drawnAt(fields: CmsField[], name: string): string[] | undefined {
  for (const field of fields) {
    if (field.name === name) return [field.label ?? name];
    const inner = field.fields ? drawnAt(field.fields, name) : undefined;
    if (inner) return [field.label ?? field.name, ...inner];
  }
  return undefined;
}

export function cmsLabels(content: string | ContentStore): CmsLabels {
  let collections: CmsCollection[] = [];
  try {
    collections = decapCollections(formChoices(content)) as CmsCollection[];
  } catch {
    // Without the service catalogue, entries and fields keep their file names and paths.
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
      const fixedSummary = collection.summary?.includes("{{") ? undefined : collection.summary;
      const name = file?.label ?? title ?? fixedSummary ?? path.posix.basename(entry);
      const group = file ? collection.label : (collection.label_singular ?? collection.label);
      return group ? `${group}${SEPARATOR}${name}` : name;
    },
    field: (entry, field) => {
      let fields = find(entry)?.fields ?? [];
      // A field the form draws beside another is named by its path in the file
      // ("standIn.rbqLicence", lib/cms/decap-form.ts): its labels are those of where it is drawn.
      const drawn = field.includes(".") ? drawnAt(fields, field) : undefined;
      if (drawn) return drawn.join(SEPARATOR);
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

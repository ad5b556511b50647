/*
 * What the CMS form says about a field, beside it in its schema as zod metadata: label, hint,
 * widget, and whether it is entered once for every language (`shared`). What the schema knows
 * (required, sizes, patterns, choices) is read from the schema itself (lib/cms/decap-form.ts).
 */
import { z } from "zod";

/** Decap's widgets the site uses, and its own ones (public/admin/cms-forms.mjs). */
type FormWidget =
  | "string"
  | "text"
  | "markdown"
  | "image"
  | "number"
  | "boolean"
  | "select"
  /** A day written YYYY-MM-DD, shown as written (public/admin/cms-forms.mjs). */
  | "date"
  | "object"
  | "list"
  /** A box that must be ticked (a project's consent). */
  | "confirm"
  /** A month picker writing YYYY-MM. */
  | "month";

/**
 * Choices read from the content when editing (Decap's relation widget): the entries of a
 * collection, or the items of a list inside one file of it. The team creates these (areas,
 * team members, testimonials), so they are never written into the form as a list.
 */
type ContentChoices = {
  /** The collection (lib/registry/registry.ts) that holds them, and its file for a files one. */
  collection: string;
  file?: string;
  /** What is written: "{{slug}}" (an entry's file name) or a path in the file, "members.*.id". */
  value: string;
  /** What the team reads, in the pane's language: "name", "members.*.name". */
  label: string;
  /** What typing searches; the label when not given. */
  search?: string[];
};

export type FormMeta = {
  /** What the team reads above the field; the field's name when absent. */
  label?: string;
  /** A line under the label: what to write, where else it shows. */
  hint?: string;
  /** The widget when the schema's type alone does not say it (long text, a photo, a month). */
  widget?: FormWidget;
  /** The same in every language: entered once, in English (Decap's `i18n: false`). */
  shared?: boolean;
  /** An object shown folded until opened. */
  collapsed?: boolean;
  /** How a list shows each entry while folded ("{{fields.title}}"). */
  summary?: string;
  /** A list whose entries the team cannot add, remove or reorder (the catalogue, the gallery). */
  fixedList?: boolean;
  /** The one field of a list of plain values (a list of highlights: "Highlight"). */
  item?: { name: string; label: string; widget?: FormWidget };
  /** The choices are the content's own (an area, a team member), read when editing. */
  choices?: ContentChoices;
  /** Labels of a choice's values, when the value alone does not read well. */
  optionLabels?: Record<string, string>;
  /** What a pattern asks, when the schema's own message does not say it to the team. */
  patternHint?: string;
  /**
   * The field this one is about, by its path from the top of the file ("taxNumbers.gstHst"):
   * the form draws it right after that field, while the file keeps it where the schema has
   * it (a business fact's stand-in switch, kept in the file's `standIn` group).
   */
  beside?: string;
  /** Any other Decap setting of this field (a photo's `choose_url`, a default value). */
  decap?: Record<string, unknown>;
};

declare module "zod" {
  interface GlobalMeta {
    form?: FormMeta;
  }
}

/** `schema` with its form's words: `field(text, { label: "Title" })`. */
export const field = <S extends z.ZodType>(schema: S, form: FormMeta): S =>
  schema.meta({ ...z.globalRegistry.get(schema), form: { ...formOf(schema), ...form } });

/** The form metadata of a schema, looking through optional, default and nullable wrappers. */
export function formOf(schema: z.ZodType): FormMeta {
  const own = z.globalRegistry.get(schema)?.form ?? {};
  const def = schema._zod.def as { type: string; innerType?: z.ZodType };
  if (def.innerType && ["optional", "default", "nullable", "prefault"].includes(def.type)) {
    return { ...formOf(def.innerType), ...own };
  }
  return own;
}

/** The schema without its optional, default and nullable wrappers, and whether it had one. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = inner._zod.def as { type: string; innerType?: z.ZodType };
    if (!def.innerType || !["optional", "default", "nullable", "prefault"].includes(def.type)) {
      return { inner, optional };
    }
    if (def.type !== "nullable") optional = true;
    inner = def.innerType;
  }
}

/**
 * The fields marked `shared` in an object schema, in the loader's notation: "hero.photo.src",
 * "items[].id". The loader copies exactly these from English to the other languages.
 */
export function sharedPaths(schema: z.ZodType, at = ""): string[] {
  const { inner } = unwrap(schema);
  const def = inner._zod.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
  };
  if (def.type === "object" && def.shape) {
    return Object.entries(def.shape).flatMap(([name, child]) => {
      const here = at ? `${at}.${name}` : name;
      if (formOf(child).shared) return [here];
      const { inner: unwrapped } = unwrap(child);
      const element = (unwrapped._zod.def as { element?: z.ZodType }).element;
      return element ? sharedPaths(element, `${here}[]`) : sharedPaths(child, here);
    });
  }
  return [];
}

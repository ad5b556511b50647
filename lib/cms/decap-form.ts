/*
 * A Decap CMS form written from a zod schema: its rules from the schema, its words from the
 * metadata beside each field (lib/schemas/form-meta.ts). Not through zod's JSON Schema output,
 * which drops the schema's own messages (the team reads them as each pattern's explanation).
 */
import { type z } from "zod";
import { type FormMeta, formOf, unwrap } from "@/lib/schemas/form-meta";

export type DecapField = {
  name: string;
  label?: string;
  hint?: string;
  widget: string;
  i18n?: boolean;
  required?: false;
  [setting: string]: unknown;
};

type Check = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  error?: (issue: unknown) => unknown;
};

type Def = {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
  defaultValue?: unknown;
  innerType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: z.ZodType): Check[] =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def);
const messageOf = (check: Check): string | undefined => {
  const message = check.error?.({});
  return typeof message === "string" ? message : undefined;
};

/** The smallest and largest size a string or list may have, from its checks. */
function sizeOf(schema: z.ZodType): { min?: number; max?: number } {
  const size: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") size.min = Math.max(size.min ?? 0, check.minimum!);
    if (check.check === "max_length") size.max = Math.min(size.max ?? Infinity, check.maximum!);
    if (check.check === "length_equals") size.min = size.max = check.length!;
  }
  return size;
}

/**
 * One Decap pattern for a string's rules beyond "not empty": its length and its regular
 * expressions, joined as look-aheads when there are several. Decap tests it without flags, so
 * an expression with flags is left to the pre-save check, which runs the schema itself.
 */
function patternOf(schema: z.ZodType, meta: FormMeta): [string, string] | undefined {
  const { min, max } = sizeOf(schema);
  const parts: string[] = [];
  const said: string[] = [];
  const lengthLimited = (min !== undefined && min > 1) || max !== undefined;
  if (lengthLimited) {
    parts.push(min === max ? `[\\s\\S]{${min}}$` : `[\\s\\S]{${min ?? 0},${max ?? ""}}$`);
    said.push(
      max === undefined
        ? `at least ${min} characters`
        : min === max
          ? `exactly ${min} characters`
          : `${min ?? 0} to ${max} characters`,
    );
  }
  const def = defOf(schema);
  const regexes = checksOf(schema).filter(
    (check) => check.check === "string_format" && check.format === "regex" && check.pattern,
  );
  for (const check of regexes) {
    if (check.pattern!.flags.replace("g", "")) continue;
    parts.push(`[\\s\\S]*?(?:${check.pattern!.source})`);
    const message = messageOf(check);
    if (message) said.push(message);
  }
  if (def.format === "regex" && def.pattern) parts.push(def.pattern.source);
  if (parts.length === 0) return undefined;
  // A single rule is kept as written, so the form shows the schema's own pattern.
  const only =
    regexes.length === 1 && !lengthLimited
      ? regexes[0]!.pattern!.source
      : regexes.length === 0 && lengthLimited
        ? `^${parts[0]}`
        : undefined;
  const source = only ?? `^${parts.map((part) => `(?=${part})`).join("")}`;
  return [source, meta.patternHint ?? said.join(", ")];
}

/** A number's bounds: `min`/`max` as Decap takes them, and whether it is a whole number. */
function numberSettings(schema: z.ZodType) {
  const settings: Record<string, unknown> = { value_type: "float" };
  for (const check of checksOf(schema)) {
    if (check.check === "number_format" && check.format?.includes("int")) {
      settings.value_type = "int";
    }
  }
  const whole = settings.value_type === "int";
  for (const check of checksOf(schema)) {
    if (check.check === "greater_than") {
      settings.min = check.inclusive || !whole ? check.value : check.value! + 1;
    }
    if (check.check === "less_than") {
      settings.max = check.inclusive || !whole ? check.value : check.value! - 1;
    }
  }
  return settings;
}

const optionsOf = (values: string[], meta: FormMeta) =>
  meta.optionLabels
    ? values.map((value) => ({ label: meta.optionLabels![value] ?? value, value }))
    : values;

export type FormContext = {
  /** The entry has languages: every field says whether it is translated (`i18n`). */
  i18n: boolean;
  /** A field inside a shared one is shared too. */
  shared?: boolean;
};

/** The Decap field for one schema field. */
export function decapField(name: string, schema: z.ZodType, context: FormContext): DecapField {
  const meta = formOf(schema);
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const shared = context.shared || meta.shared === true;
  // The keys the team reads first, first: name, label, hint, widget, languages, required.
  const field: DecapField = {
    name,
    ...(meta.label ? { label: meta.label } : {}),
    ...(meta.hint ? { hint: meta.hint } : {}),
    widget: "string",
    ...(context.i18n ? { i18n: !shared } : {}),
    ...(optional ? { required: false as const } : {}),
  };
  const childContext = { ...context, shared };
  const fallbackDefault = defOf(schema).type === "default" ? defOf(schema).defaultValue : undefined;

  switch (meta.choices ? "choices" : def.type) {
    case "choices": {
      // Decap's relation widget reads the entries when the form opens: nothing listed here.
      const { collection, file, value, label, search } = meta.choices!;
      const many = def.type === "array";
      const min = sizeOf(inner).min ?? 0;
      Object.assign(field, {
        widget: "relation",
        collection,
        ...(file ? { file } : {}),
        value_field: value,
        display_fields: [label],
        search_fields: search ?? [label],
        options_length: 500,
        ...(many ? { multiple: true } : {}),
        ...(many && min > 0 ? { min } : {}),
      });
      break;
    }
    case "object": {
      field.widget = "object";
      if (meta.collapsed) field.collapsed = true;
      field.fields = decapFields(inner, childContext);
      break;
    }
    case "array": {
      const element = unwrap(def.element!).inner;
      const elementDef = defOf(element);
      const { min, max } = sizeOf(inner);
      if (elementDef.type === "enum") {
        field.widget = "select";
        field.multiple = true;
        field.options = optionsOf(Object.values(elementDef.entries!), meta);
      } else {
        field.widget = "list";
        if (meta.summary) field.summary = meta.summary;
        if (meta.fixedList) {
          Object.assign(field, { allow_add: false, allow_remove: false, allow_reorder: false });
        }
        if (elementDef.type === "object") {
          field.fields = decapFields(element, childContext);
        } else {
          const item = meta.item ?? { name: "item", label: "Item" };
          const one = decapField(item.name, def.element!, childContext);
          one.label = item.label;
          if (item.widget) one.widget = item.widget;
          field.field = one;
        }
      }
      if (min !== undefined && min > 0) field.min = min;
      if (max !== undefined) field.max = max;
      break;
    }
    case "enum": {
      field.widget = "select";
      field.options = optionsOf(Object.values(def.entries!), meta);
      break;
    }
    case "literal": {
      // `true` only: a box that must be ticked.
      field.widget = def.values?.[0] === true ? "confirm" : "string";
      break;
    }
    case "boolean": {
      field.widget = "boolean";
      if (fallbackDefault !== undefined) field.default = fallbackDefault;
      break;
    }
    case "number": {
      field.widget = "number";
      Object.assign(field, numberSettings(inner));
      break;
    }
    case "string": {
      if (def.format === "date") {
        // Decap's datetime widget is the browser's date input, which shows the browser's
        // locale (mm/dd/yyyy in a US-English Chrome) and cannot be told otherwise: the form's
        // own `date` widget (public/admin/cms-forms.mjs) shows the day as stored, yyyy-mm-dd,
        // as Canada writes it in both languages, and Decap refuses what the schema's own
        // pattern refuses (a 30 February too).
        field.widget = "date";
        const said = (def as { error?: (issue: unknown) => unknown }).error?.({});
        field.pattern = [
          def.pattern!.source,
          meta.patternHint ?? (typeof said === "string" ? said : "a day written YYYY-MM-DD"),
        ];
        break;
      }
      field.widget = meta.widget ?? "string";
      if (field.widget === "month") break;
      const pattern = patternOf(inner, meta);
      if (pattern) field.pattern = pattern;
      break;
    }
    default:
      throw new Error(`${name}: a schema of type "${def.type}" has no form field yet`);
  }
  if (meta.widget) field.widget = meta.widget;
  return Object.assign(field, meta.decap);
}

/**
 * Each field marked `beside` (lib/schemas/form-meta.ts) taken out of its group and drawn right
 * after the field it is about, named by its path in the file ("standIn.rbqLicence"), which is
 * where public/admin/content-format.mjs keeps its value; the emptied group is not drawn.
 */
function placeBeside(schema: z.ZodType, fields: DecapField[]): DecapField[] {
  const shape = defOf(unwrap(schema).inner).shape ?? {};
  const moves = Object.entries(shape).flatMap(([group, child]) => {
    const inner = defOf(unwrap(child).inner).shape ?? {};
    return Object.entries(inner).flatMap(([name, each]) => {
      const beside = formOf(each).beside;
      return beside ? [{ group, name, beside: beside.split(".") }] : [];
    });
  });
  if (moves.length === 0) return fields;
  const groups = new Set(moves.map((move) => move.group));
  let placed = fields.filter((field) => !groups.has(field.name));
  for (const { group, name, beside } of moves) {
    const groupField = fields.find((field) => field.name === group)!;
    const own = (groupField.fields as DecapField[]).find((field) => field.name === name)!;
    const insert = (list: DecapField[], at: string[]): DecapField[] => {
      const [first, ...rest] = at;
      const index = list.findIndex((field) => field.name === first);
      if (index < 0) throw new Error(`${group}.${name}: no field ${beside.join(".")} to be beside`);
      if (rest.length === 0) {
        const moved = { ...own, name: `${group}.${name}` };
        return [...list.slice(0, index + 1), moved, ...list.slice(index + 1)];
      }
      const parent = list[index]!;
      const copy = { ...parent, fields: insert(parent.fields as DecapField[], rest) };
      return list.map((field, i) => (i === index ? copy : field));
    };
    placed = insert(placed, beside);
  }
  return placed;
}

/** The Decap fields of an entry's schema: its fields, each switch beside what it marks. */
export const decapEntryFields = (schema: z.ZodType, context: FormContext): DecapField[] =>
  placeBeside(schema, decapFields(schema, context));

/** The Decap fields of an object schema, in its order. */
function decapFields(schema: z.ZodType, context: FormContext): DecapField[] {
  const { inner } = unwrap(schema);
  const shape = defOf(inner).shape;
  if (!shape) throw new Error("a form is written from an object schema");
  return Object.entries(shape).map(([name, child]) => decapField(name, child, context));
}

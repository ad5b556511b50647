/*
 * The CMS's check before a save, in the browser: the entry in every language through the very
 * schemas and rules the build runs, so the form refuses what the build would. Messages name the
 * language and the field as the form labels them.
 */
import { z } from "zod";
import { type FormChoices, type CmsCollection, cmsCollections } from "@/lib/cms/collections";
import { markdownLinks } from "@/lib/cms/markdown-links";
import { deadLinkMessage, sitePath } from "@/lib/content/site-links";
import { type CollectionName } from "@/lib/registry/registry";
import { sharedPaths } from "@/lib/schemas/form-meta";
import { type EstimateWindow, estimateWindowRules } from "@/lib/schemas/estimate-windows";
import { guideRules } from "@/lib/schemas/guide";
import { noticeRules, type NoticeFields } from "@/lib/schemas/notices";
import { copyShared, isRecord, underShared } from "@/lib/schemas/shared-copy";

export { PAGE_SOURCES, type PageSources, sitePaths } from "@/lib/cms/site-pages";

type FormField = {
  name: string;
  label?: string;
  widget?: string;
  i18n?: boolean | string;
  options?: (string | { value: string })[];
  fields?: FormField[];
  field?: FormField;
};
type FormConfig = {
  i18n?: { locales?: string[] };
  collections: {
    name: string;
    fields?: FormField[];
    files?: { name: string; label?: string; preview_path?: string; fields: FormField[] }[];
  }[];
};

/** The values a relation field may take, read from the content: "projects.serviceArea" → ids. */
export type RelationChoices = Record<string, string[]>;

const optionValues = (field: FormField | undefined): string[] =>
  (field?.options ?? []).map((option) => (typeof option === "string" ? option : option.value));

/**
 * The choices the content-dependent schemas need: those the content gives (areas, team
 * members, testimonials: read from the content by the form when saving, `choices`, keyed
 * "projects.serviceArea"), else the form's fixed options (the service catalogue, the pages).
 */
function choicesOf(config: FormConfig, choices: RelationChoices): FormChoices {
  // Collections by their registry names (lib/registry/registry.ts), as the form names them.
  const fieldsOf = (collection: CollectionName) =>
    config.collections.find((each) => each.name === collection)?.fields ?? [];
  const pick = (collection: CollectionName, name: string) =>
    choices[`${collection}.${name}`] ??
    optionValues(fieldsOf(collection).find((field) => field.name === name));
  return {
    project: {
      services: pick("projects", "services"),
      areas: pick("projects", "area"),
      serviceAreas: pick("projects", "serviceArea"),
      testimonials: pick("projects", "testimonial"),
    },
    guide: { team: pick("guides", "author"), services: pick("guides", "services") },
    // Each service's file of questions, as the form lists them (the general one aside).
    services: (
      config.collections.find((each) => each.name === ("questions" satisfies CollectionName))
        ?.files ?? []
    )
      .filter((file) => file.name !== "general")
      .map((file) => ({
        id: file.name,
        name: file.label ?? file.name,
        path: file.preview_path ?? "",
      })),
    notice: { pages: pick("notices", "link"), servicePaths: pick("notices", "services") },
  };
}

const isEmptyObject = (value: unknown) => isRecord(value) && !Object.keys(value).length;

/** What the CMS writes for a cleared field ("" or null) is no value, as the loader reads it. */
function withoutEmpty(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutEmpty);
  if (!data || typeof data !== "object") return data;
  const entries = Object.entries(data)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => [key, withoutEmpty(value)] as const)
    // An optional object left blank is not given either.
    .filter(([, value]) => !isEmptyObject(value));
  return Object.fromEntries(entries);
}

/** "hero.photo.alt" as the form says it: "Hero › Photo › What the photo shows (alt text)". */
function labelOf(fields: FormField[], path: readonly PropertyKey[]): string {
  const labels: string[] = [];
  let current: FormField[] = fields;
  for (const key of path) {
    if (typeof key === "number") {
      labels.push(String(key + 1));
      continue;
    }
    const field = current.find((each) => each.name === key);
    labels.push(field?.label ?? String(key));
    current = field?.fields ?? (field?.field ? [field.field] : []);
  }
  return labels.join(" › ");
}

/** "pairs[0].before.src: …", a problem as the loader words it, with the field said as the form does. */
function labelled(fields: FormField[], problem: string): string {
  const [, at, message] = /^([\w.[\]]+): ([\s\S]*)$/.exec(problem) ?? [];
  if (!at) return problem;
  const path = at
    .split(/\.|(?=\[)/)
    .map((key) => (/^\[\d+\]$/.test(key) ? Number(key.slice(1, -1)) : key));
  return `${labelOf(fields, path)}: ${message}`;
}

/**
 * The rules beyond the schemas the loader runs on an entry's data, by collection: each problem
 * names its field as the files do ("en.conditions: …", "lastDay: …").
 */
const RULES: Partial<Record<CollectionName, (halves: Record<string, unknown>) => string[]>> = {
  notices: (halves) => noticeRules(halves as Record<"en" | "fr", NoticeFields>),
  guides: (halves) => guideRules((halves.en ?? {}) as Record<string, unknown>),
  // A window already started is refused here, when saving; the build only leaves it out.
  estimate_windows: (halves) =>
    estimateWindowRules((halves.en as { windows?: EstimateWindow[] }).windows, Date.now()),
};

/** Each Markdown field's text in one language's data, with its path, by the form's widgets. */
function markdownTexts(
  fields: FormField[],
  data: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; text: string }[] {
  if (!data || typeof data !== "object") return [];
  return fields.flatMap((field) => {
    const value = (data as Record<string, unknown>)[field.name];
    const here = [...at, field.name];
    if (field.widget === "markdown") {
      return typeof value === "string" ? [{ at: here, text: value }] : [];
    }
    if (!field.fields) return [];
    return Array.isArray(value)
      ? value.flatMap((item, index) => markdownTexts(field.fields!, item, [...here, index]))
      : markdownTexts(field.fields, value, here);
  });
}

/** The languages as the form's panes are named in its messages. */
const LANGUAGE_NAMES: Record<string, string> = { en: "English", fr: "French" };
const languageName = (locale: string) => LANGUAGE_NAMES[locale] ?? locale.toUpperCase();

/** An item with nothing in it (what is left of a blank one once empty values are dropped). */
const isBlankItem = (item: unknown) => item === undefined || item === "" || isEmptyObject(item);

type ListLength = {
  at: (string | number)[];
  first: number;
  other: number;
  /** The other language's items that hold no word at all: counted as missing, said once. */
  blank: number[];
};

/**
 * Every list of one language whose length differs from the first language's, with its path (the
 * build refuses them). In a list of words only, an item with no word is missing too: a French
 * file one question short opens with a blank one, said "9 in French, 10 in English".
 */
function listLengths(
  fields: FormField[],
  first: unknown,
  other: unknown,
  at: (string | number)[] = [],
): ListLength[] {
  if (!first || typeof first !== "object" || !other || typeof other !== "object") return [];
  return fields.flatMap((field) => {
    if (field.i18n === false) return [];
    const mine = (first as Record<string, unknown>)[field.name];
    const theirs = (other as Record<string, unknown>)[field.name];
    const here = [...at, field.name];
    if (field.widget === "list") {
      // A list one language leaves out is the schema's to judge (required or not).
      if (!Array.isArray(mine) || !Array.isArray(theirs)) return [];
      const wordsOnly = (field.fields ?? []).every((each) => each.i18n !== false);
      const blank = wordsOnly
        ? theirs.flatMap((item, index) => (isBlankItem(item) ? [index] : []))
        : [];
      const filled = theirs.length - blank.length;
      if (mine.length !== filled) {
        return [{ at: here, first: mine.length, other: filled, blank }];
      }
      return field.fields
        ? mine.flatMap((item, index) =>
            listLengths(field.fields!, item, theirs[index], [...here, index]),
          )
        : [];
    }
    return field.fields ? listLengths(field.fields, mine, theirs, here) : [];
  });
}

/** "pairs: 2 entries where EN has 3", the loader's count of a shared list: said by listLengths. */
const SHARED_COUNT = /^[\w.[\]]+: \d+ entries where /;

/**
 * Every problem of one entry, in every language: `collection` and `file` as Decap names them
 * (a folder collection's entries have no file name), `data` each language's fields, `choices`
 * the relation fields' values read from the content, `pages` every address of the site
 * (sitePaths: the route table and the entries read when saving); without them, links are left
 * to the build.
 */
export function entryProblems(
  config: FormConfig,
  collectionName: string,
  fileName: string | undefined,
  data: Record<string, unknown>,
  choices: RelationChoices = {},
  pages?: readonly string[],
): string[] {
  z.config({ jitless: true });
  const collection: CmsCollection | undefined = cmsCollections(choicesOf(config, choices)).find(
    (each) => each.name === collectionName,
  );
  if (!collection) return [];
  const form = config.collections.find((each) => each.name === collectionName);
  let schema: z.ZodType | undefined;
  let fields: FormField[] = [];
  if (collection.kind === "files") {
    const file = collection.files.find((each) => each.name === fileName);
    if (!file) return [];
    schema = collection.format === "yaml-list" ? z.object({ items: file.schema }) : file.schema;
    fields = form?.files?.find((each) => each.name === fileName)?.fields ?? [];
  } else {
    schema = collection.schema;
    fields = form?.fields ?? [];
  }
  const locales = collection.bilingual ? (config.i18n?.locales ?? ["en"]) : ["en"];
  const [first, ...others] = locales as [string, ...string[]];
  const shared = sharedPaths(schema);
  const halves: Record<string, unknown> = {};
  const problems: string[] = [];
  /** Blank items counted as missing (listLengths): their fields are not asked for again. */
  const missing: { locale: string; at: (string | number)[] }[] = [];
  const isMissing = (locale: string, path: readonly PropertyKey[]) =>
    missing.some(
      (item) => item.locale === locale && item.at.every((key, index) => path[index] === key),
    );
  const where = (locale: string) => (collection.bilingual ? `${locale.toUpperCase()}: ` : "");
  for (const locale of [first, ...others]) {
    halves[locale] = withoutEmpty(data[locale] ?? {});
    if (locale !== first) {
      const owner = first.toUpperCase();
      // A list of another length, in the form's words: "FR: Questions: 9 in French, 10 in English".
      for (const list of listLengths(fields, halves[first], halves[locale])) {
        problems.push(
          `${where(locale)}${labelOf(fields, list.at)}: ${list.other} in ${languageName(locale)}, ${list.first} in ${languageName(first)}`,
        );
        for (const index of list.blank) missing.push({ locale, at: [...list.at, index] });
      }
      problems.push(
        ...copyShared(halves[first], halves[locale], shared, { owner, where: `in ${owner}` })
          .filter((problem) => !SHARED_COUNT.test(problem))
          .map((problem) => `${where(locale)}${labelled(fields, problem)}`),
      );
    }
  }
  for (const locale of locales) {
    const result = schema.safeParse(halves[locale]);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      // A shared value is the first language's, copied: its problem is said there, once.
      if (locale !== first && underShared(issue.path, shared)) continue;
      if (isMissing(locale, issue.path)) continue;
      const label = labelOf(fields, issue.path) || "The entry";
      problems.push(
        issue.code === "invalid_type" && /received undefined$/.test(issue.message)
          ? `${where(locale)}${label} is required`
          : `${where(locale)}${label}: ${issue.message}`,
      );
    }
  }
  if (collection.kind === "folder" && collection.body?.required) {
    for (const locale of locales) {
      const body = (data[locale] as { body?: unknown } | undefined)?.body;
      if (typeof body !== "string" || !body.trim())
        problems.push(`${where(locale)}${collection.body.label} is required`);
    }
  }
  const rules = RULES[collection.name];
  if (rules && problems.length === 0) {
    // The rules name fields as the files do ("en.conditions", "lastDay"): said as the form does.
    for (const rule of rules(halves)) {
      const [, locale, problem] = /^(?:([a-z]{2})\.)?([\s\S]*)$/.exec(rule) ?? [];
      problems.push(`${locale ? where(locale) : ""}${labelled(fields, problem ?? rule)}`);
    }
  }
  if (pages) {
    const known = new Set(pages);
    for (const locale of locales) {
      for (const { at, text } of markdownTexts(fields, data[locale])) {
        for (const url of markdownLinks(text)) {
          const target = sitePath(url);
          if (target === undefined || known.has(target)) continue;
          problems.push(`${where(locale)}${labelOf(fields, at)}: ${deadLinkMessage(url)}`);
        }
      }
    }
  }
  return problems;
}

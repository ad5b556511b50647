import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { getAllServices, getAreas, getSite, getTestimonials } from "@/lib/content";
import { BusinessFileSchema } from "@/lib/schemas/business";
import {
  CategoriesTextFileSchema,
  SERVICE_SHARED_FIELDS,
  ServiceDefaultsFrontMatterSchema,
  ServiceFrontMatterSchema,
  ServicesFileSchema,
} from "@/lib/schemas/catalogue";
import { SiteTextFileSchema, UiFileSchema } from "@/lib/schemas/labels";
import { LOCALES, SHARED_FIELDS } from "@/lib/schemas/locales";
import {
  AboutFileSchema,
  HomeFileSchema,
  LegalFrontMatterSchema,
  PAGE_TEXT_KEYS,
  PagesFileSchema,
  SharedTestimonialsFileSchema,
  TestimonialsTextFileSchema,
} from "@/lib/schemas/pages";
import { GalleryFileSchema } from "@/lib/schemas/photo";
import {
  PROJECT_FACTS,
  PROJECT_PHOTO_FACTS,
  projectFrontMatterSchema,
} from "@/lib/schemas/project";
import {
  CAMPAIGNS_SHARED_FIELDS,
  CampaignsFileSchema,
  NOTICE_SHARED_FIELDS,
  noticeSchema,
} from "@/lib/schemas/notices";
import { noticeCatalogue } from "@/lib/content/notices";
import { AREA_FACTS, areaFrontMatterSchema } from "@/lib/schemas/area";
import { GUIDE_FACTS, GUIDE_PHOTO_FACTS, guideFrontMatterSchema } from "@/lib/schemas/guide";
import { QuestionsFileSchema } from "@/lib/schemas/questions";
import { TeamFileSchema } from "@/lib/schemas/team";

/*
 * public/admin/config.yml (Decap CMS) must describe every content file the way lib/schemas/
 * does: same field names, required flags, list min/max, select options, string lengths and
 * patterns. Refinements across fields or files (unique ids, order, matching ids) stay build
 * checks. A field added on one side and forgotten on the other fails here.
 */

const root = path.join(__dirname, "..", "..");
const contentDir = path.join(root, "content");

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  const?: unknown;
};

type CmsField = {
  name: string;
  widget?: string;
  required?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  pattern?: [string, string];
  value_type?: string;
  format?: string;
  i18n?: boolean | "duplicate";
};
type CmsI18n = boolean | { structure?: string };
type CmsFile = { name: string; file: string; fields: CmsField[]; i18n?: CmsI18n };
type CmsCollection = {
  name: string;
  format?: string;
  files?: CmsFile[];
  folder?: string;
  extension?: string;
  fields?: CmsField[];
  i18n?: CmsI18n;
  create?: boolean;
  delete?: boolean;
  preview_path?: string;
};
type CmsConfig = { collections: CmsCollection[]; i18n?: { structure: string } };

/** Files the CMS must not offer: spec-fixed figures and wording, and the URL table. */
const NOT_IN_CMS = [
  /^shared\/constants\.yml$/,
  /^shared\/routes\.yml$/,
  /^fixed-wording\.yml$/,
  // The labels of the team's status page: a developer's file, like the CMS configuration.
  /^shared\/admin\.yml$/,
];

type Kind = { schema: z.ZodType; markdown?: { bodyRequired: boolean } };
/** Which schema parses each content file (relative to content/; one language's half of it). */
function kindOf(file: string): Kind | undefined {
  const page = /^pages\/([a-z]+)\.yml$/.exec(file)?.[1];
  if (page && (PAGE_TEXT_KEYS as readonly string[]).includes(page)) {
    return {
      schema: PagesFileSchema.shape[page as (typeof PAGE_TEXT_KEYS)[number]],
    };
  }
  const table: [RegExp, Kind][] = [
    [/^shared\/business\.yml$/, { schema: BusinessFileSchema }],
    [/^shared\/services\.yml$/, { schema: ServicesFileSchema }],
    [/^shared\/testimonial-ratings\.yml$/, { schema: SharedTestimonialsFileSchema }],
    [/^site\.yml$/, { schema: SiteTextFileSchema }],
    [/^interface-labels\.yml$/, { schema: UiFileSchema }],
    [/^pages\/home\.yml$/, { schema: HomeFileSchema }],
    [/^pages\/about\.yml$/, { schema: AboutFileSchema }],
    [/^testimonial-quotes\.yml$/, { schema: TestimonialsTextFileSchema }],
    [/^gallery-photos\.yml$/, { schema: GalleryFileSchema }],
    [/^services\/categories\.yml$/, { schema: CategoriesTextFileSchema }],
    [
      /^services\/defaults\.[a-z]{2}\.md$/,
      { schema: ServiceDefaultsFrontMatterSchema, markdown: { bodyRequired: true } },
    ],
    [
      /^services\/[a-z]+\/[a-z0-9-]+\.[a-z]{2}\.md$/,
      // A service without its own long description shows the defaults' one.
      { schema: ServiceFrontMatterSchema, markdown: { bodyRequired: false } },
    ],
    [
      /^projects\/[a-z0-9-]+\.[a-z]{2}\.md$/,
      { schema: projectFrontMatterSchema(catalogue()), markdown: { bodyRequired: true } },
    ],
    [/^notices\/[a-z0-9-]+\.yml$/, { schema: noticeSchema(noticeCatalogue()) }],
    [
      /^guides\/[a-z0-9-]+\.[a-z]{2}\.md$/,
      {
        schema: guideFrontMatterSchema({ team: ["estimator"], services: catalogue().services }),
        markdown: { bodyRequired: true },
      },
    ],
    [
      /^areas\/[a-z0-9-]+\.[a-z]{2}\.md$/,
      { schema: areaFrontMatterSchema, markdown: { bodyRequired: true } },
    ],
    [/^questions\/[a-z0-9-]+\.yml$/, { schema: QuestionsFileSchema }],
    [/^team\.yml$/, { schema: TeamFileSchema }],
    [/^campaigns\.yml$/, { schema: CampaignsFileSchema }],
    [
      /^legal\/[a-z0-9-]+\.[a-z]{2}\.md$/,
      { schema: LegalFrontMatterSchema, markdown: { bodyRequired: true } },
    ],
  ];
  return table.find(([pattern]) => pattern.test(file))?.[1];
}

function contentFiles(dir = contentDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return contentFiles(full);
    return [path.relative(contentDir, full).split(path.sep).join("/")];
  });
}

function loadConfig(text = readFileSync(path.join(root, "public/admin/config.yml"), "utf8")) {
  return parse(text, { merge: true, maxAliasCount: -1 }) as CmsConfig;
}

/** One CMS entry and the content file it writes (per language, for Markdown). */
type Entry = {
  /** The content file, relative to content/. */
  file: string;
  fields: CmsField[];
  format?: string;
  /** Decap's i18n structure for this entry, or undefined for a one-language entry. */
  structure?: string;
  collection: CmsCollection;
};

/** Every content file the CMS writes, with the form that writes it. */
function cmsEntries(config: CmsConfig): Entry[] {
  const files = contentFiles();
  return config.collections.flatMap((collection) => {
    const structure = collection.i18n
      ? (typeof collection.i18n === "object" && collection.i18n.structure) || config.i18n?.structure
      : undefined;
    const perLanguage = (name: string) =>
      structure === "multiple_files"
        ? LOCALES.map((locale) => name.replace(/\.md$/, `.${locale}.md`))
        : [name];
    if (collection.folder) {
      const folder = collection.folder.replace(/^content\//, "");
      const extension = `.${collection.extension ?? "md"}`;
      return files
        .filter((file) => path.posix.dirname(file) === folder && file.endsWith(extension))
        .map((file) => ({ file, fields: collection.fields ?? [], structure, collection }));
    }
    return (collection.files ?? []).flatMap((entry) =>
      perLanguage(entry.file.replace(/^content\//, "")).map((file) => ({
        file,
        fields: entry.fields,
        format: collection.format,
        structure: entry.i18n ? structure : undefined,
        collection,
      })),
    );
  });
}

/**
 * Decap hides a field from every language but the first unless it says `i18n: true`, and
 * stores a field marked `i18n: false` once, under the first: the marks must match the loader's
 * SHARED_FIELDS, which copies exactly those fields to the other languages.
 */
function compareI18n(fields: CmsField[], file: string, at = ""): string[] {
  // A shared field (a project's facts and photo files, a service's photo files, a photo name,
  // an icon) is stored once, under the first language (i18n: false).
  const project = file.startsWith("projects/");
  const service = /^services\/[a-z]+\/[a-z0-9-]+\.[a-z]{2}\.md$/.test(file);
  const shared = project
    ? [...PROJECT_FACTS, ...PROJECT_PHOTO_FACTS]
    : file.startsWith("guides/")
      ? [...GUIDE_FACTS, ...GUIDE_PHOTO_FACTS]
      : file.startsWith("areas/")
        ? AREA_FACTS
        : service
          ? SERVICE_SHARED_FIELDS
          : sharedFields(file);
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    const listPath = field.widget === "list" ? `${here}[]` : here;
    const isShared = shared.includes(here);
    const problems: string[] = [];
    if (isShared && field.i18n !== false)
      problems.push(`${file}:${here}: the same in every language, needs i18n: false`);
    if (!isShared && field.i18n !== true)
      problems.push(`${file}:${here}: translated, needs i18n: true (or list it in SHARED_FIELDS)`);
    return [
      ...problems,
      ...compareI18n(field.fields ?? [], file, listPath),
      ...(field.field ? compareI18n([field.field], file, listPath) : []),
    ];
  });
}

/** Fields a bilingual file stores once, under English, as its loader copies them. */
function sharedFields(file: string): readonly string[] {
  if (file.startsWith("notices/")) return NOTICE_SHARED_FIELDS;
  if (file === "campaigns.yml") return CAMPAIGNS_SHARED_FIELDS;
  return SHARED_FIELDS[file] ?? [];
}

/** {min,max} a Decap `pattern` such as ^[\s\S]{70,160}$ allows, if it limits the length. */
function lengthOf(pattern: [string, string] | undefined) {
  const match = pattern?.[0].match(/^\^\[\\s\\S\]\{(\d+)(?:,(\d*))?\}\$$/);
  if (!match) return undefined;
  const min = Number(match[1]);
  return { min, max: match[2] === undefined ? min : match[2] ? Number(match[2]) : undefined };
}

const TEXT_WIDGETS = ["string", "text", "markdown", "image"];
const UNSET = Number.MAX_SAFE_INTEGER;

/** Differences between one CMS field and the JSON Schema of the same value. */
function compareValue(field: CmsField, schema: JsonSchema, at: string, data: unknown): string[] {
  const problems: string[] = [];
  const widget = field.widget ?? "string";
  const expect = (ok: boolean, message: string) => {
    if (!ok) problems.push(`${at}: ${message}`);
  };

  if (schema.type === "object") {
    expect(widget === "object", `is an object in the schema, "${widget}" in the CMS`);
    return [...problems, ...compareObject(field.fields ?? [], schema, at, data)];
  }
  if (schema.type === "array") {
    const items = schema.items ?? {};
    if (items.enum) {
      expect(widget === "select" && field.multiple === true, "must be a multiple select");
      expect(
        same(optionValues(field), items.enum),
        `options ${optionValues(field)} ≠ ${items.enum}`,
      );
    } else {
      expect(widget === "list", `is a list in the schema, "${widget}" in the CMS`);
      if (items.type === "object") {
        problems.push(...compareObject(field.fields ?? [], items, `${at}[]`, undefined));
      } else if (field.field) {
        problems.push(...compareValue(field.field, items, `${at}[]`, undefined));
      } else {
        problems.push(`${at}: a list of values needs a "field"`);
      }
    }
    expect(field.min === schema.minItems, `min ${field.min} ≠ schema ${schema.minItems}`);
    expect(field.max === schema.maxItems, `max ${field.max} ≠ schema ${schema.maxItems}`);
    return problems;
  }
  if (schema.enum) {
    expect(widget === "select" && !field.multiple, `must be a select, is "${widget}"`);
    expect(
      same(optionValues(field), schema.enum),
      `options ${optionValues(field)} ≠ ${schema.enum}`,
    );
    return problems;
  }
  if (schema.type === "integer" || schema.type === "number") {
    expect(widget === "number", `is a number in the schema, "${widget}" in the CMS`);
    const integer = schema.type === "integer";
    expect(
      (field.value_type === "int") === integer,
      `value_type must be ${integer ? "int" : "float"}`,
    );
    const min =
      schema.minimum ??
      (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
    const max =
      schema.maximum === undefined || schema.maximum >= UNSET ? undefined : schema.maximum;
    expect(field.min === min, `min ${field.min} ≠ schema ${min}`);
    expect(field.max === max, `max ${field.max} ≠ schema ${max}`);
    return problems;
  }
  if (schema.type === "string") {
    if (schema.format === "date") {
      expect(widget === "datetime" && field.format === "YYYY-MM-DD", "must be a YYYY-MM-DD date");
      return problems;
    }
    if (widget === "month") {
      // A month (cms-forms.mjs): the picker writes YYYY-MM, which the schema's pattern must take.
      expect(
        new RegExp(schema.pattern ?? "^$").test("2025-06"),
        `pattern ${schema.pattern} refuses YYYY-MM`,
      );
      return problems;
    }
    expect(TEXT_WIDGETS.includes(widget), `is text in the schema, "${widget}" in the CMS`);
    // Non-empty is what `required` already enforces; other lengths need a pattern.
    const minLength = schema.minLength && schema.minLength > 1 ? schema.minLength : undefined;
    const length = lengthOf(field.pattern);
    expect(
      length?.min === minLength && length?.max === schema.maxLength,
      `length ${length?.min ?? "-"}..${length?.max ?? "-"} ≠ schema ${minLength ?? "-"}..${schema.maxLength ?? "-"}`,
    );
    if (schema.pattern && schema.format !== "email" && !length) {
      expect(
        field.pattern?.[0] === schema.pattern,
        `pattern ${field.pattern?.[0]} ≠ ${schema.pattern}`,
      );
    }
    return problems;
  }
  if (schema.type === "boolean") {
    // A box that must be ticked (a project's consent) is the `confirm` widget (cms-forms.mjs).
    const mustBeTicked = schema.const === true;
    expect(
      widget === (mustBeTicked ? "confirm" : "boolean"),
      `is a yes/no${mustBeTicked ? " that must be yes" : ""} in the schema, "${widget}" in the CMS`,
    );
    return problems;
  }
  return [`${at}: schema type ${JSON.stringify(schema)} has no CMS counterpart in this test`];
}

function compareObject(
  fields: CmsField[],
  schema: JsonSchema,
  at: string,
  data: unknown,
): string[] {
  const problems: string[] = [];
  const names = fields.map((field) => field.name);
  if (schema.properties) {
    const expected = Object.keys(schema.properties);
    for (const name of expected.filter((key) => !names.includes(key)))
      problems.push(`${at}.${name}: in the schema, missing from the CMS`);
    for (const name of names.filter((key) => !expected.includes(key)))
      problems.push(`${at}.${name}: in the CMS, not in the schema`);
  } else if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    // A record (content/shared/photos.yml): the CMS lists the names the file has.
    const keys = Object.keys((data ?? {}) as object);
    if (!same([...names].sort(), [...keys].sort()))
      problems.push(`${at}: CMS names ${names} ≠ the file's ${keys}`);
  }
  for (const field of fields) {
    const child =
      schema.properties?.[field.name] ??
      (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
    if (!child) continue;
    const required = schema.properties ? (schema.required ?? []).includes(field.name) : true;
    if ((field.required !== false) !== required)
      problems.push(
        `${at}.${field.name}: required ${field.required !== false} ≠ schema ${required}`,
      );
    problems.push(...compareValue(field, child, `${at}.${field.name}`, undefined));
  }
  return problems;
}

/** A select's values: its options as written, or the `value` of each { label, value }. */
const optionValues = (field: CmsField) =>
  field.options?.map((option) =>
    typeof option === "object" && option !== null ? (option as { value: unknown }).value : option,
  );

/** What a project may point at, as the site's loader reads it from the content. */
const catalogue = () => ({
  services: getAllServices("en").map((service) => service.id),
  areas: getSite("en").areaServed.map((area) => area.name),
  serviceAreas: getAreas("en").map((area) => area.id),
  testimonials: getTestimonials("en").map((testimonial) => testimonial.id),
});

function same(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every difference between a CMS entry and the schema of the file it edits. */
function compareFile(entry: Entry, kind: Kind): string[] {
  const schema = z.toJSONSchema(kind.schema, { unrepresentable: "any" }) as JsonSchema;
  const at = entry.file;
  const i18n = entry.structure ? compareI18n(entry.fields, entry.file) : [];
  if (kind.markdown) {
    const body = entry.fields.find((field) => field.name === "body");
    const problems: string[] = [];
    if (body?.widget !== "markdown") problems.push(`${at}: needs a markdown field named body`);
    if (body && (body.required !== false) !== kind.markdown.bodyRequired)
      problems.push(`${at}.body: required must be ${kind.markdown.bodyRequired}`);
    const frontMatter = entry.fields.filter((field) => field.name !== "body");
    return [...i18n, ...problems, ...compareObject(frontMatter, schema, at, undefined)];
  }
  if (schema.type === "array") {
    // A top-level list: shown as one list field "items" by the yaml-list format (cms-setup.js).
    const [items, ...others] = entry.fields;
    if (entry.format !== "yaml-list" || !items || others.length || items.name !== "items")
      return [`${at}: a top-level list needs format yaml-list and one field named items`];
    return compareValue(items, schema, `${at}:items`, undefined);
  }
  const data = parse(readFileSync(path.join(contentDir, entry.file), "utf8")) as Record<
    string,
    unknown
  >;
  return [...i18n, ...compareObject(entry.fields, schema, at, entry.structure ? data.en : data)];
}

function problemsOf(config: CmsConfig): string[] {
  const entries = cmsEntries(config);
  const files = contentFiles();
  const problems: string[] = [];
  for (const file of files) {
    const matching = entries.filter((entry) => entry.file === file);
    if (NOT_IN_CMS.some((pattern) => pattern.test(file))) {
      if (matching.length) problems.push(`${file}: must not be editable in the CMS`);
      continue;
    }
    const kind = kindOf(file);
    if (!kind) {
      problems.push(`${file}: no schema known to this test`);
      continue;
    }
    const [entry, ...duplicates] = matching;
    if (!entry || duplicates.length) {
      problems.push(`${file}: listed ${matching.length} times in the CMS (expected once)`);
      continue;
    }
    const bilingual = !file.startsWith("shared/");
    if (bilingual !== Boolean(entry.structure))
      problems.push(`${file}: ${bilingual ? "needs" : "must not have"} i18n in the CMS`);
    problems.push(...compareFile(entry, kind));
  }
  for (const entry of entries) {
    if (!files.includes(entry.file)) problems.push(`${entry.file}: in the CMS but no such file`);
  }
  return problems;
}

describe("CMS configuration (public/admin/config.yml)", () => {
  it("mirrors the content schemas for every editable file, and offers no fixed file", () => {
    expect(problemsOf(loadConfig())).toEqual([]);
  });

  it("edits both languages in one entry: one file for YAML, one per language for Markdown", () => {
    const config = loadConfig();
    expect(config.i18n).toEqual({
      structure: "single_file",
      locales: LOCALES,
      default_locale: "en",
    });
    const bilingual = cmsEntries(config).filter((entry) => entry.structure);
    const yaml = bilingual.filter((entry) => entry.file.endsWith(".yml"));
    const markdown = bilingual.filter((entry) => entry.file.endsWith(".md"));
    expect(yaml.length).toBeGreaterThan(10);
    expect(new Set(yaml.map((entry) => entry.structure))).toEqual(new Set(["single_file"]));
    expect(markdown.length).toBeGreaterThan(40);
    expect(new Set(markdown.map((entry) => entry.structure))).toEqual(new Set(["multiple_files"]));
  });

  it("keeps the catalogue fixed: services and legal pages cannot be created or deleted", () => {
    const fixed = loadConfig().collections.filter((collection) =>
      /^content\/(services|legal)\b/.test(collection.folder ?? ""),
    );
    expect(fixed.map((collection) => collection.name)).toEqual([
      "service_defaults",
      "residential",
      "commercial",
      "legal",
    ]);
    for (const collection of fixed) {
      expect({
        name: collection.name,
        create: collection.create,
        delete: collection.delete,
      }).toEqual({ name: collection.name, create: false, delete: false });
    }
  });

  it("notices a field the CMS forgot, one it invented, and a changed limit", () => {
    const text = readFileSync(path.join(root, "public/admin/config.yml"), "utf8");
    const tagline = "          - { name: tagline, label: Tagline, widget: string, i18n: true }\n";
    expect(text).toContain(tagline);
    expect(problemsOf(loadConfig(text.replace(tagline, "")))).toContain(
      "site.yml.tagline: in the schema, missing from the CMS",
    );
    const invented = text.replace(
      tagline,
      `${tagline}          - { name: slogan, widget: string, i18n: true }\n`,
    );
    expect(problemsOf(loadConfig(invented))).toContain(
      "site.yml.slogan: in the CMS, not in the schema",
    );
    const limit = text.replace(
      /(label: Steps \(exactly 4\)\n\s+widget: list\n\s+i18n: true\n\s+min:) 4/,
      "$1 3",
    );
    expect(problemsOf(loadConfig(limit)).join("\n")).toMatch(
      /home\.yml\.process\.steps: min 3 ≠ schema 4/,
    );
  });

  it("notices a translated field hidden from French, and a shared field asked twice", () => {
    const text = readFileSync(path.join(root, "public/admin/config.yml"), "utf8");
    const tagline = "{ name: tagline, label: Tagline, widget: string, i18n: true }";
    const hidden = text.replace(tagline, "{ name: tagline, label: Tagline, widget: string }");
    expect(problemsOf(loadConfig(hidden))).toContain(
      "site.yml:tagline: translated, needs i18n: true (or list it in SHARED_FIELDS)",
    );
    const icon = /(- \{ name: icon, label: Icon, widget: select), i18n: false/;
    expect(text).toMatch(icon);
    const twice = text.replace(icon, "$1, i18n: true");
    expect(problemsOf(loadConfig(twice))).toContain(
      "pages/home.yml:whyChooseUs.points[].icon: the same in every language, needs i18n: false",
    );
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { type CmsCollection, cmsCollections } from "@/lib/cms/collections";
import { formChoices } from "@/lib/cms/form-choices";
import { cmsSettings } from "@/lib/cms/cms-settings";
import { decapConfigText } from "@/lib/cms/decap-config";
import { sharedFields } from "@/lib/registry/registry";
import { LOCALES } from "@/lib/schemas/locales";
import { formShape } from "@/public/admin/content-format.mjs";

/*
 * The CMS form (public/admin/config.yml, written from the schemas) and the schemas the build
 * parses must accept the same content, field by field. Proven on the real content files rather
 * than by comparing descriptions: for every field of every form, on every file it edits, the
 * schema is asked about edits the form allows or refuses — the field left out, a list one
 * entry short or long, a value its pattern refuses, a choice it does not offer, a number out of
 * its bounds — and must answer as the form does. Rules across fields (an offer's conditions, a
 * licence required in Quebec) are refinements the pre-save check runs from the schema itself.
 */

const root = path.join(__dirname, "..", "..");
const contentDir = path.join(root, "content");
const configFile = path.join(root, "public/admin/config.yml");

type Field = {
  name: string;
  label?: string;
  widget: string;
  required?: boolean;
  i18n?: boolean;
  fields?: Field[];
  field?: Field;
  options?: (string | { value: string })[];
  multiple?: boolean;
  min?: number;
  max?: number;
  pattern?: [string, string];
  value_type?: string;
  format?: string;
};

type Config = {
  i18n: unknown;
  collections: {
    name: string;
    folder?: string;
    i18n?: unknown;
    create?: boolean;
    delete?: boolean;
    fields?: Field[];
    files?: { name: string; file: string; fields: Field[] }[];
  }[];
};

const catalogue = formChoices(path.join(process.cwd(), "content"));
const declared = cmsCollections(catalogue);
const loadConfig = (text = readFileSync(configFile, "utf8")) => parse(text) as Config;

/** Files the CMS must not offer: spec-fixed figures and wording, the URLs, the status page. */
const NOT_IN_CMS = [
  "shared/constants.yml",
  "shared/routes.yml",
  "fixed-wording.yml",
  "shared/admin.yml",
];

function contentFiles(dir = contentDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return contentFiles(full);
    return [path.relative(contentDir, full).split(path.sep).join("/")];
  });
}
const photoOrText = (file: string) => /\.(ya?ml|md)$/.test(file);

/** One content file, the schema that parses it and the form that edits it. */
type Case = {
  file: string;
  schema: z.ZodType;
  fields: Field[];
  /** One language's data, as the schema sees it. */
  data: Record<string, unknown>;
  bilingual: boolean;
  body?: Field;
};

function frontMatter(file: string) {
  const text = readFileSync(path.join(contentDir, file), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)!;
  return { data: (parse(match[1]!) ?? {}) as Record<string, unknown>, body: match[2]!.trim() };
}

/** Every content file the CMS edits, in English, with its schema and the committed form. */
function cases(config: Config, collections: CmsCollection[] = declared): Case[] {
  const files = contentFiles().filter(photoOrText);
  return collections.flatMap((collection) => {
    const form = config.collections.find((each) => each.name === collection.name);
    if (!form) throw new Error(`collection ${collection.name} is not in config.yml`);
    if (collection.kind === "files") {
      return collection.files.map((entry): Case => {
        const fields = form.files?.find((each) => each.name === entry.name)?.fields ?? [];
        const raw = parse(readFileSync(path.join(root, entry.file), "utf8")) as unknown;
        const relative = entry.file.replace(/^content\//, "");
        if (collection.format === "yaml-list") {
          return {
            file: relative,
            schema: z.object({ items: entry.schema }),
            fields,
            data: { items: raw },
            bilingual: false,
          };
        }
        // As the form holds it: a switch drawn beside its field (content-format.mjs).
        const data = formShape(
          collection.bilingual ? (raw as { en: unknown }).en : raw,
          fields,
        ) as Record<string, unknown>;
        return {
          file: relative,
          schema: entry.schema,
          fields,
          data,
          bilingual: collection.bilingual,
        };
      });
    }
    const folder = collection.folder.replace(/^content\//, "");
    const markdown = collection.format === "content-md";
    const allFields = form.fields ?? [];
    const body = allFields.find((field) => field.name === "body" && markdown);
    const fields = allFields.filter((field) => field !== body);
    return files
      .filter((file) => path.posix.dirname(file) === folder)
      .filter((file) => (markdown ? file.endsWith(`.${LOCALES[0]}.md`) : file.endsWith(".yml")))
      .map((file): Case => {
        const data = markdown
          ? frontMatter(file).data
          : (parse(readFileSync(path.join(contentDir, file), "utf8")) as { en: never }).en;
        return { file, schema: collection.schema, fields, data, bilingual: true, body };
      });
  });
}

type Path = (string | number)[];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function setAt(data: unknown, at: Path, value: unknown): unknown {
  const copy = clone(data) as Record<string | number, unknown>;
  let node = copy;
  at.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string | number, unknown>;
  });
  const last = at[at.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const getAt = (data: unknown, at: Path): unknown =>
  at.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
    data,
  );

const samePath = (a: readonly PropertyKey[], b: Path) =>
  a.length === b.length && a.every((key, index) => key === b[index]);
const within = (a: readonly PropertyKey[], b: Path) =>
  a.length >= b.length && b.every((key, index) => a[index] === key);

/** The schema's structural issues (not its refinements across fields) at or under a path. */
function issuesAt(schema: z.ZodType, data: unknown, at: Path, exact = false) {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.filter(
    (issue) =>
      issue.code !== "custom" && (exact ? samePath(issue.path, at) : within(issue.path, at)),
  );
}

const optionValues = (field: Field) =>
  (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value));

/** Values a pattern is tried with: near misses of the real value and plain wrong ones. */
const candidates = (value: string) => [
  value,
  `${value} x`,
  `${value}.`,
  value.slice(0, Math.ceil(value.length / 2)),
  value.toUpperCase(),
  `${value}${value}${value}`,
  "x",
  "Hello there",
  "a".repeat(200),
  "2025-06",
  "not-a-date-1",
];

/**
 * What disagrees between one field of the form and the schema, tried on one file's data at
 * `at`. Each problem names the file and the field.
 */
function fieldProblems(item: Case, field: Field, at: Path, where: string): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${item.file}: ${where}: ${message}`);
  const { schema, data } = item;
  const value = getAt(data, at);
  if (value === undefined) {
    // An optional field no file gives is tried with a value of the form's own making.
    const made = sample(field);
    if (made === undefined || field.required !== false) return problems;
    return fieldProblems(
      { ...item, data: setAt(data, at, made) as Case["data"] },
      field,
      at,
      where,
    );
  }
  const required = field.required !== false;

  // Left out: refused by the schema exactly when the form requires it.
  const without = setAt(data, at, undefined);
  const refused = issuesAt(schema, without, at).length > 0;
  if (refused !== required) {
    say(
      `the form says ${required ? "required" : "optional"}, the schema ${refused ? "requires it" : "does not"}`,
    );
  }

  if (field.widget === "list" || (field.widget === "select" && field.multiple)) {
    const list = value as unknown[];
    if (!Array.isArray(list))
      return [...problems, `${item.file}: ${where}: not a list in the file`];
    const tooShort = (size: number) =>
      issuesAt(schema, setAt(data, at, list.slice(0, size)), at, true).some(
        (issue) => issue.code === "too_small",
      );
    const tooLong = (size: number) =>
      issuesAt(
        schema,
        setAt(
          data,
          at,
          Array.from({ length: size }, (_, i) => list[i % list.length]),
        ),
        at,
        true,
      ).some((issue) => issue.code === "too_big");
    const min = field.min ?? 0;
    if (min > 0 && !tooShort(min - 1)) say(`the form asks at least ${min}, the schema takes fewer`);
    if (min <= list.length && tooShort(min)) say(`the form takes ${min}, the schema asks more`);
    if (min === 0 && list.length > 0 && tooShort(0) && required)
      say("the form takes an empty list, the schema does not");
    if (field.max !== undefined && !tooLong(field.max + 1))
      say(`the form takes at most ${field.max}, the schema more`);
    if (field.max === undefined && tooLong(list.length + 12))
      say("the form takes any number, the schema has a maximum");
    if (field.widget === "select") {
      for (const option of optionValues(field)) {
        if (issuesAt(schema, setAt(data, at, [option]), at).length)
          say(`the form offers "${option}", the schema refuses it`);
      }
      if (!issuesAt(schema, setAt(data, at, ["not-an-option"]), at).length)
        say("the schema takes a value the form does not offer");
    }
    return problems;
  }

  if (field.widget === "select") {
    for (const option of optionValues(field)) {
      if (issuesAt(schema, setAt(data, at, option), at).length)
        say(`the form offers "${option}", the schema refuses it`);
    }
    if (!issuesAt(schema, setAt(data, at, "not-an-option"), at).length)
      say("the schema takes a value the form does not offer");
    return problems;
  }

  if (field.widget === "number") {
    const accepts = (number: number) => !issuesAt(schema, setAt(data, at, number), at).length;
    if (field.min !== undefined && (accepts(field.min - 1) || !accepts(field.min)))
      say(`the form's minimum ${field.min} is not the schema's`);
    if (field.max !== undefined && (accepts(field.max + 1) || !accepts(field.max)))
      say(`the form's maximum ${field.max} is not the schema's`);
    if (field.min === undefined && accepts(-1e9) !== true)
      say("the schema has a minimum the form lacks");
    if (field.max === undefined && accepts(1e9) !== true)
      say("the schema has a maximum the form lacks");
    if ((field.value_type === "int") === accepts(Number(value) + 0.5))
      say(`the form's value_type ${field.value_type} is not the schema's`);
    return problems;
  }

  if (typeof value === "string" && ["string", "text", "date", "month"].includes(field.widget)) {
    // Decap tests its pattern on the value as typed; the schema trims it first.
    const pattern = field.pattern ? new RegExp(field.pattern[0]) : undefined;
    const tried =
      field.widget === "date"
        ? [...DAYS, value]
        : field.widget === "month"
          ? ["2025-06", "2025-13", "June", value]
          : candidates(value);
    for (const candidate of tried) {
      const schemaTakes = issuesAt(schema, setAt(data, at, candidate), at).length === 0;
      const formTakes =
        field.widget === "month"
          ? /^\d{4}-(0[1-9]|1[0-2])$/.test(candidate)
          : pattern
            ? pattern.test(candidate)
            : true;
      // An e-mail or web address is checked by the pre-save check, which runs the schema.
      if (schemaTakes !== formTakes && !(formTakes && !pattern && isFormatChecked(schema, at)))
        say(
          `"${candidate.slice(0, 40)}": the form ${formTakes ? "takes" : "refuses"} it, the schema ${schemaTakes ? "takes" : "refuses"} it`,
        );
    }
  }
  return problems;
}

/** Days as the team might type them: the form's pattern must answer as the schema does. */
const DAYS = [
  "2025-06-01",
  "2025-13-01",
  "2025-02-29",
  "2024-02-29",
  "2025-04-31",
  "06/01/2025",
  "2025-6-1",
  "June 1",
];

/** A value the form would write in an empty optional field, when it can make one. */
function sample(field: Field): unknown {
  if (field.widget === "select") {
    const first = optionValues(field)[0];
    return field.multiple ? [first] : first;
  }
  if (["string", "text"].includes(field.widget) && !field.pattern) return "Some words here.";
  if (field.widget === "list" && field.field) return [sample(field.field)];
  if (field.widget === "date") return "2026-11-29";
  return undefined;
}

/** An address or e-mail: a format the form leaves to the schema's own check before saving. */
function isFormatChecked(schema: z.ZodType, at: Path): boolean {
  const issue = schema
    .safeParse(setAt({}, at, "x"))
    .error?.issues.find((each) => samePath(each.path, at));
  return issue?.code === "invalid_format";
}

/** Every field of a form, at its place in the file's data (a list's first entry stands for all). */
function walk(item: Case, fields: Field[], at: Path, where: string): string[] {
  const data = getAt(item.data, at);
  const names = fields.map((field) => field.name);
  const keys = data && typeof data === "object" && !Array.isArray(data) ? Object.keys(data) : [];
  const problems = keys
    .filter((key) => !names.includes(key))
    .map((key) => `${item.file}: ${where}${key}: in the file, not in the form`);
  for (const field of fields) {
    const here = [...at, field.name];
    const label = `${where}${field.name}`;
    problems.push(...fieldProblems(item, field, here, label));
    if (field.fields && field.widget === "object") {
      problems.push(...walk(item, field.fields, here, `${label}.`));
    }
    const list = getAt(item.data, here);
    if (field.widget === "list" && Array.isArray(list) && list.length) {
      if (field.fields) problems.push(...walk(item, field.fields, [...here, 0], `${label}[0].`));
      else if (field.field) {
        problems.push(...fieldProblems(item, field.field, [...here, 0], `${label}[0]`));
      }
    }
  }
  return problems;
}

/** Every field of a form no file gives a value, so that no file proves it. */
function unproven(cases: Case[]): string[] {
  const seen = new Set<string>();
  const all = new Set<string>();
  const visit = (fields: Field[], data: unknown, prefix: string) => {
    for (const field of fields) {
      const key = `${prefix}${field.name}`;
      all.add(key);
      const value =
        data && typeof data === "object"
          ? (data as Record<string, unknown>)[field.name]
          : undefined;
      if (value !== undefined || (field.required === false && sample(field) !== undefined))
        seen.add(key);
      const first = Array.isArray(value) ? value[0] : value;
      if (field.fields) visit(field.fields, first, `${key}.`);
    }
  };
  for (const item of cases)
    visit(item.fields, item.data, `${item.schema === undefined ? "" : formKey(item)}:`);
  return [...all].filter((key) => !seen.has(key));
}
const formKey = (item: Case) =>
  item.file.replace(/\/[^/]+\.(en\.md|yml)$/, "/*").replace(/^[^/]+\.yml$/, item.file);

/** Which fields the form enters once for every language (i18n: false), in the loader's notation. */
function sharedInForm(fields: Field[], at = ""): string[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    if (field.i18n === false) return [here];
    const inner = field.widget === "list" ? `${here}[]` : here;
    return [
      ...sharedInForm(field.fields ?? [], inner),
      ...(field.field ? sharedInForm([field.field], inner) : []),
    ];
  });
}

/**
 * The fields the loader copies from English to the other languages, for one file: those its
 * schema marks, as the registry reads them for every reader (lib/registry/registry.ts).
 */
const sharedInLoader = ({ schema }: Case): readonly string[] => sharedFields(schema);

function problemsOf(config: Config, only: (file: string) => boolean = () => true): string[] {
  const all = cases(config).filter((item) => only(item.file));
  const problems = all.flatMap((item) => walk(item, item.fields, [], ""));
  for (const item of all.filter((each) => each.bilingual)) {
    const form = [...sharedInForm(item.fields)].sort();
    const loader = [...sharedInLoader(item)].sort();
    if (JSON.stringify(form) !== JSON.stringify(loader))
      problems.push(
        `${item.file}: entered once in the form ${form}, copied by the loader ${loader}`,
      );
  }
  return problems;
}

describe("the CMS form (public/admin/config.yml)", () => {
  it("is what the content schemas give (npm run cms:config)", () => {
    expect(readFileSync(configFile, "utf8")).toBe(decapConfigText(catalogue, cmsSettings({})));
  });

  it("lists none of the areas, team members or testimonials: the form reads them when editing", () => {
    const text = readFileSync(configFile, "utf8");
    const ids = [
      ...readdirSync(path.join(contentDir, "areas")).map((file) => file.split(".")[0]!),
      ...parse(readFileSync(path.join(contentDir, "team.yml"), "utf8")).en.members.map(
        (member: { id: string }) => member.id,
      ),
      ...parse(readFileSync(path.join(contentDir, "testimonial-quotes.yml"), "utf8")).en.items.map(
        (item: { id: string }) => item.id,
      ),
    ];
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => new RegExp(`\\b${id}\\b`, "i").test(text))).toEqual([]);
    const fields = loadConfig().collections.flatMap((collection) => collection.fields ?? []);
    const relation = (name: string) =>
      fields.find((field) => field.name === name && field.widget === "relation");
    for (const name of ["serviceArea", "testimonial", "author", "area"])
      expect(relation(name)).toBeDefined();
  });

  it("accepts and refuses what the schemas do, field by field, on every content file", () => {
    expect(problemsOf(loadConfig())).toEqual([]);
  });

  it("shows every day as it is stored, yyyy-mm-dd, whatever the browser's language", () => {
    // Decap's datetime widget is the browser's date input: mm/dd/yyyy in a US-English browser.
    const all = (fields: Field[]): Field[] =>
      fields.flatMap((each) => [
        each,
        ...all(each.fields ?? []),
        ...(each.field ? all([each.field]) : []),
      ]);
    const fields = loadConfig().collections.flatMap((collection) =>
      all([
        ...(collection.fields ?? []),
        ...(collection.files ?? []).flatMap((file) => file.fields ?? []),
      ]),
    );
    const days = fields.filter((each) => each.widget === "date");
    expect(days.length).toBeGreaterThan(20);
    expect(fields.filter((each) => each.widget === "datetime")).toEqual([]);
    for (const day of days) {
      const pattern = new RegExp(day.pattern![0]);
      expect([pattern.test("2026-12-06"), pattern.test("12/06/2026")]).toEqual([true, false]);
    }
  });

  it("proves every field on at least one file", () => {
    // The estimate windows pass within days, so the committed content publishes none: their
    // fields are proven through the pre-save check by __tests__/cms/estimate-windows.test.ts.
    const windowFields = /^estimate-windows\.yml:windows\./;
    expect(unproven(cases(loadConfig())).filter((key) => !windowFields.test(key))).toEqual([]);
  });

  it("edits every content file once, and none of the fixed ones", () => {
    const config = loadConfig();
    const edited = cases(config).map((item) => item.file);
    const markdownTwins = edited
      .filter((file) => file.endsWith(`.${LOCALES[0]}.md`))
      .flatMap((file) =>
        LOCALES.slice(1).map((locale) => file.replace(/\.en\.md$/, `.${locale}.md`)),
      );
    const files = contentFiles().filter(photoOrText);
    expect(files.filter((file) => !edited.includes(file) && !markdownTwins.includes(file))).toEqual(
      NOT_IN_CMS.filter((file) => files.includes(file)).sort(
        (a, b) => files.indexOf(a) - files.indexOf(b),
      ),
    );
    expect(new Set(edited).size).toBe(edited.length);
  });

  it('draws no preview pane, and every entry\'s "View preview" has its page', () => {
    type Previewed = { editor?: { preview?: boolean }; preview_path?: string };
    const collections = loadConfig().collections as unknown as (Previewed & {
      name: string;
      files?: Previewed[];
    })[];
    expect(collections.filter((collection) => collection.editor?.preview !== false)).toEqual([]);
    const withoutPage = collections.flatMap((collection) =>
      collection.files
        ? collection.files.filter((file) => !file.preview_path).map(() => collection.name)
        : collection.preview_path
          ? []
          : [collection.name],
    );
    expect(withoutPage).toEqual([]);
  });

  it("keeps the catalogue fixed: services and legal pages cannot be created or deleted", () => {
    const fixed = loadConfig().collections.filter((collection) =>
      /^content\/(services|legal)\b/.test(collection.folder ?? ""),
    );
    expect(fixed.map(({ name, create, delete: remove }) => [name, create, remove])).toEqual([
      ["service_defaults", false, false],
      ["residential", false, false],
      ["commercial", false, false],
      ["legal", false, false],
    ]);
  });

  it("asks a Markdown entry's text only where the build needs it", () => {
    const bodies = cases(loadConfig())
      .filter((item) => item.body)
      .map((item) => [item.file.split("/")[0], item.body!.required !== false]);
    expect(new Map(bodies as [string, boolean][])).toEqual(
      new Map([
        ["services", false],
        ["projects", true],
        ["guides", true],
        ["areas", true],
        ["legal", true],
        ["process", true],
      ]),
    );
  });

  describe("fails on a form that disagrees with its schema", () => {
    const text = readFileSync(configFile, "utf8");
    /** The problems of the form edited, on the files whose names match `files`. */
    const edit = (from: RegExp | string, to: string, files: RegExp) => {
      expect(text).toMatch(from);
      return problemsOf(loadConfig(text.replace(from, to)), (file) => files.test(file));
    };

    it("a field the form forgot", () => {
      expect(edit(/\n\s+- \{ name: tagline,[^\n]*/, "", /^site\.yml$/)).toContain(
        "site.yml: tagline: in the file, not in the form",
      );
    });

    it("a list bound changed", () => {
      expect(
        edit(/(label: Steps \(exactly 4\)[\s\S]*?min:) 4/, "$1 3", /^pages\/home/).join("\n"),
      ).toMatch(
        /pages\/home\.yml: process\.steps: the form takes 3, the schema asks more|the form asks at least 3, the schema takes fewer/,
      );
    });

    it("an optional object made required, and a required field made optional", () => {
      expect(
        edit(
          /(name: detailPhoto\n\s+label: .*\n\s+widget: object\n\s+i18n: true)\n\s+required: false/,
          "$1",
          /^services\/residential\//,
        ).join("\n"),
      ).toMatch(/services\/.*: detailPhoto: the form says required, the schema does not/);
      expect(
        edit(
          /(name: tagline, label: Tagline, widget: string, i18n: true)/,
          "$1, required: false",
          /^site\.yml$/,
        ),
      ).toContain("site.yml: tagline: the form says optional, the schema requires it");
    });

    it("a pattern that takes what the schema refuses", () => {
      expect(
        edit(/(name: e164,[^\n]*pattern: \[ )"[^"]+"/, '$1".*"', /^shared\/business/).join("\n"),
      ).toMatch(
        /shared\/business\.yml: phones\.office\.e164: "[^"]+": the form takes it, the schema refuses it/,
      );
    });

    it("a translated field entered once", () => {
      expect(
        edit(
          /(name: alt, label: What the photo shows \(alt text\), widget: string, i18n:) true/,
          "$1 false",
          /^pages\/home/,
        ).join("\n"),
      ).toMatch(/entered once in the form .*hero\.photo\.alt/);
    });
  });
});

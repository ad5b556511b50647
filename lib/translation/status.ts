import { openStore, type ContentStore, parseYaml, splitMarkdown } from "@/lib/store/store";
import { cmsLabels } from "@/lib/translation/cms-labels";
import { readHistory } from "@/lib/translation/history";
import {
  contentParity,
  type LinkTarget,
  type ParityFinding,
  quote,
} from "@/lib/translation/parity";

/*
 * Which French fields are behind their English, from the content's Git history and the working
 * copy: a French field is behind when its English twin changed after it, field by field (a save
 * of both twins is never behind). A "Translation checked on" date counts as a change of every
 * French field of its entry. Not Lunaria (@lunariajs/core): it compares whole files, and most
 * entries hold both languages in one file. What each French file lacks or adds: parity.ts.
 */

type BehindField = {
  /** "story.paragraphs[1]"; "text" for a Markdown body. */
  field: string;
  /** The field as the CMS form names it: "Our story › Paragraphs › 2". */
  label: string;
  /** ISO date of the English change the French lacks ("uncommitted" for a working-copy edit). */
  since: string;
  /** What the English says now, or for a body which paragraphs changed, one line each. */
  changes: string[];
};

type OutdatedEntry = {
  /** The entry, relative to content/: "pages/about.yml", "services/residential/drywall-repair". */
  entry: string;
  /** As the CMS names it: "Pages › About", "Residential service › Drywall Repair". */
  label: string;
  fields: BehindField[];
};

export type TranslationStatus = {
  /** Entries compared (YAML files and Markdown pairs). */
  checked: number;
  /** Entries with French fields behind their English, from the history. */
  outdated: OutdatedEntry[];
  /** Entries whose French lacks or adds something, from the content itself, fields labelled. */
  parity: (ParityFinding & { label: string })[];
  /** False where the content is not in a Git work tree: the working copy is then the history. */
  history: boolean;
};

/** One language's fields of one version: "hero.intro" → its text. */
type Half = Map<string, string>;
type Version = { when: string; en: Half; fr: Half };
type Entry = {
  name: string;
  /** Files of the entry, relative to the content folder. */
  files: string[];
  /** Each language's fields, from the entry's files' texts at one version (none if broken). */
  halves: (read: (file: string) => string | undefined) => { en?: Half; fr?: Half };
};

const SOURCE = "en";
/**
 * The date someone last read the entry's French against its English (lib/schemas/fields.ts):
 * entered once, so in the English half.
 */
const CHECKED = "translationChecked";
const TARGET = "fr";
const EMPTY: Half = new Map();

/** A change line quotes up to 140 characters. */
const quoted = (text: string) => quote(text, 140);

/** "hero.intro" → its text, for every leaf of a YAML value. */
function leaves(value: unknown, at = "", out: Half = new Map()): Half {
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key, out);
    }
  } else if (value !== undefined && value !== null && at !== "translationNote") {
    out.set(at, String(value));
  }
  return out;
}

/**
 * Parsed texts, by text: a long history repeats the same half (or front matter) in every
 * commit that changed the other language, and a YAML parse is the costly step.
 */
const parsed = new Map<string, unknown>();
/** Stands for a text that does not parse: an old commit may hold a broken file. */
const BROKEN = Symbol("broken");
function parseOnce(text: string): unknown {
  if (!parsed.has(text)) {
    try {
      parsed.set(text, parseYaml(text));
    } catch {
      parsed.set(text, BROKEN);
    }
  }
  return parsed.get(text);
}

const halfCache = new Map<string, Half>();
function halfOf(text: string, read: () => unknown): Half {
  let half = halfCache.get(text);
  if (!half) {
    half = leaves(read());
    halfCache.set(text, half);
  }
  return half;
}

/**
 * The blocks of a YAML mapping written in block style (as Decap writes it), by key: from a key
 * at `indent` spaces to the next key at that indent, dedented. Parsing only the blocks whose text
 * changed is what keeps a long history fast: a CMS save changes one or two of them.
 */
function blocksOf(text: string, indent = 0): Map<string, string> {
  const blocks = new Map<string, string>();
  const key = new RegExp(`^ {${indent}}([A-Za-z_][\\w-]*):(?:\\s|$)`);
  let name: string | undefined;
  let lines: string[] = [];
  const close = () => {
    if (name !== undefined) blocks.set(name, lines.join("\n"));
  };
  for (const line of text.split("\n")) {
    const match = key.exec(line);
    if (match) {
      close();
      name = match[1];
      lines = [line.slice(indent)];
    } else if (name !== undefined) lines.push(line.slice(Math.min(indent, line.search(/\S|$/))));
  }
  close();
  return blocks;
}

/**
 * One language's fields of a YAML file: each second-level block parsed on its own, once.
 * Undefined for a text that does not parse, which then counts as no change.
 */
function yamlHalf(block: string | undefined, locale: string): Half | undefined {
  if (block === undefined) return EMPTY;
  const body = block.split("\n").slice(1).join("\n");
  const parts = [...blocksOf(body, 2).values()];
  // A half written on one line (`en: {}`), in flow style or with an alias to another block
  // does not split into blocks that parse alone: it is parsed whole.
  if (!parts.length || parts.some((part) => parseOnce(part) === BROKEN)) {
    const whole = parseOnce(block);
    if (whole === BROKEN) return undefined;
    return halfOf(block, () => (whole as Record<string, unknown> | null)?.[locale]);
  }
  return halfOf(block, () => {
    const fields: Half = new Map();
    for (const part of parts) {
      for (const [field, value] of halfOf(part, () => parseOnce(part))) fields.set(field, value);
    }
    return Object.fromEntries(fields);
  });
}

function yamlHalves(text: string | undefined): { en?: Half; fr?: Half } {
  if (text === undefined) return { en: EMPTY, fr: EMPTY };
  const blocks = blocksOf(text);
  return { en: yamlHalf(blocks.get(SOURCE), SOURCE), fr: yamlHalf(blocks.get(TARGET), TARGET) };
}

/** A Markdown file's front matter fields and its body as the field "text". */
function markdownHalf(text: string | undefined): Half | undefined {
  if (text === undefined) return EMPTY;
  const parts = splitMarkdown(text);
  const front = parts ? parseOnce(parts.yaml) : {};
  if (front === BROKEN) return undefined;
  return halfOf(text, () => ({ ...(front as object), text: (parts ? parts.body : text).trim() }));
}

/** Every bilingual entry the registry holds (lib/registry/registered-files.ts). */
function entriesOf(store: ContentStore): Entry[] {
  const registered = store.entries.filter((each) => each.bilingual);
  const twoLanguages = (file: string) => {
    const blocks = blocksOf(store.text(file)!);
    return blocks.has(SOURCE) && blocks.has(TARGET);
  };
  const yamlEntries = registered
    .filter((each) => !each.markdown && twoLanguages(each.entry))
    .map(({ entry: file }): Entry => ({
      name: file,
      files: [file],
      halves: (read) => yamlHalves(read(file)),
    }));
  const markdownEntries = registered
    .filter((each) => each.markdown && each.files.includes(`${each.entry}.${SOURCE}.md`))
    .map(({ entry: name }): Entry => {
      const file = `${name}.${SOURCE}.md`;
      const twin = `${name}.${TARGET}.md`;
      return {
        name,
        files: [file, twin],
        halves: (read) => ({ en: markdownHalf(read(file)), fr: markdownHalf(read(twin)) }),
      };
    });
  return [...yamlEntries, ...markdownEntries].sort((a, b) => a.name.localeCompare(b.name));
}

type History = ReturnType<typeof readHistory>;

/** The entry's versions, oldest first: each commit that touched it, then the working copy. */
function versionsOf(entry: Entry, store: ContentStore, history: History): Version[] {
  const texts = new Map<string, string | undefined>();
  const read = (file: string) => texts.get(file);
  const versions: Version[] = [];
  // A language whose text does not parse at a version keeps its fields of the version before.
  const version = (when: string): Version => {
    const { en, fr } = entry.halves(read);
    const before = versions.at(-1);
    return { when, en: en ?? before?.en ?? EMPTY, fr: fr ?? before?.fr ?? EMPTY };
  };
  for (const commit of history?.commits ?? []) {
    const touched = commit.files.filter((file) => entry.files.includes(file));
    if (!touched.length) continue;
    for (const file of touched) texts.set(file, history!.text(commit.sha, file));
    versions.push(version(commit.when));
  }
  for (const file of entry.files) texts.set(file, store.text(file));
  const now = version("uncommitted");
  const last = versions.at(-1);
  if (!last || last.en !== now.en || last.fr !== now.fr) versions.push(now);
  return versions;
}

/** Index of the last version that changed each field of one language. */
function lastChanges(versions: Version[], half: "en" | "fr"): Map<string, number> {
  const last = new Map<string, number>();
  let previous: Half = EMPTY;
  versions.forEach((version, index) => {
    const fields = version[half];
    // The same text gives the same Half: nothing of this language changed in this version.
    if (fields === previous) return;
    for (const [field, value] of fields) {
      if (previous.get(field) !== value) last.set(field, index);
    }
    previous = fields;
  });
  return last;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

/** Which paragraphs of a body the English added, changed or removed since `before`. */
function bodyChanges(before: string, after: string): string[] {
  const old = paragraphs(before);
  const now = paragraphs(after);
  return [
    ...now
      .filter((block) => !old.includes(block))
      .map((block) => `added or changed: ${quoted(block)}`),
    ...old.filter((block) => !now.includes(block)).map((block) => `removed: ${quoted(block)}`),
  ];
}

function behindFields(entry: Entry, versions: Version[], labels: ReturnType<typeof cmsLabels>) {
  const latest = versions.at(-1)!;
  const english = lastChanges(versions, "en");
  const french = lastChanges(versions, "fr");
  const fields: BehindField[] = [];
  for (const [field, value] of latest.en) {
    const twin = latest.fr.get(field);
    // A field only English has is shared (a photo, an icon); one equal in both is a fact.
    if (twin === undefined || twin === value) continue;
    const changedEnglish = english.get(field) ?? 0;
    // French read against English and found right counts as a French change of every field.
    const changedFrench = Math.max(french.get(field) ?? 0, english.get(CHECKED) ?? 0);
    if (changedEnglish <= changedFrench) continue;
    const before = versions[changedFrench]!.en.get(field) ?? "";
    fields.push({
      field,
      label: labels.field(entry.name, field),
      since: versions[changedEnglish]!.when,
      changes: field === "text" ? bodyChanges(before, value) : [`now ${quoted(value)}`],
    });
  }
  return fields;
}

/**
 * The status of every entry of `contentDir`. `target` reads a site link in either language
 * (linkTargets of the route table's router, lib/translation/parity.ts).
 */
export function translationStatus(contentDir: string, target: LinkTarget): TranslationStatus {
  const store = openStore(contentDir);
  const entries = entriesOf(store);
  const wanted = new Set(entries.flatMap((entry) => entry.files));
  const history = readHistory(contentDir, (file) => wanted.has(file));
  const labels = cmsLabels(store);
  const title = (entry: string, half: Half) =>
    labels.entry(entry, half.get("name") ?? half.get("title"));
  const outdated = entries.flatMap((entry): OutdatedEntry[] => {
    const versions = versionsOf(entry, store, history);
    const fields = behindFields(entry, versions, labels);
    if (!fields.length) return [];
    return [{ entry: entry.name, label: title(entry.name, versions.at(-1)!.en), fields }];
  });
  const parity = contentParity(store, target).map((finding) => {
    const english = store.text(`${finding.entry}.${SOURCE}.md`);
    const half = (english !== undefined && markdownHalf(english)) || EMPTY;
    // "features[5]: French lacks …" → "Highlights › 6: French lacks …", as the form says it.
    const problems = finding.problems.map((problem) => {
      const [field = "", ...rest] = problem.split(": ");
      return rest.length ? `${labels.field(finding.entry, field)}: ${rest.join(": ")}` : problem;
    });
    return { ...finding, problems, label: title(finding.entry, half) };
  });
  parsed.clear();
  halfCache.clear();
  return { checked: entries.length, outdated, parity, history: Boolean(history) };
}

/** The entries the team has to look at: French behind in history, or differing unaccepted. */
export const entriesToCheck = (status: TranslationStatus): string[] => [
  ...new Set([
    ...status.outdated.map((item) => item.entry),
    ...status.parity.filter((item) => !item.note).map((item) => item.entry),
  ]),
];

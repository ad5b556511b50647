import remarkParse from "remark-parse";
import { unified } from "unified";
import { type ContentStore, parseMarkdown, parseYaml, storeOf } from "@/lib/store/store";
import { CATEGORY_IDS, type CategoryId } from "@/lib/schemas/catalogue";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import { type Figure, figuresOf } from "@/lib/translation/figures";
import { keyTermDifferences } from "@/lib/translation/key-terms";
import { unitDifferences } from "@/lib/translation/units";

/*
 * Does the French say what the English says? Read from the texts, not their history: each pair
 * must have the same headings, list items, table rows, links (/contact/ and /fr/contact/ are one),
 * figures and key terms, then each text against its twin by sentences and length (units.ts). A
 * `translationNote` accepts its entry's differences, still listed as accepted.
 */

export type ParityFinding = {
  /** The entry, relative to content/: "pages/about.yml", "services/residential/drywall-repair". */
  entry: string;
  /** The French file, relative to content/: what the team opens to fix it. */
  file: string;
  /** What the French lacks or adds, one line each, starting with the field ("text" for a body). */
  problems: string[];
  /** The entry's translation note, when it has one: the problems are then accepted. */
  note?: string;
};

/** What a site link points at in either language ("page contact#quote"); undefined if unknown. */
export type LinkTarget = (href: string) => string | undefined;

const SOURCE = "en";
const TARGET = "fr";

type Node = {
  type: string;
  depth?: number;
  url?: string;
  value?: string;
  children?: Node[];
};

type Link = { key: string; shown: string; text: string };

/** A text quoted on one line, cut at `longest` characters (80 beside a problem). */
export const quote = (text: string, longest = 80) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > longest ? `${flat.slice(0, longest - 1)}…` : flat}”`;
};

/** Inline nodes join as written; blocks (paragraphs, items, headings) stay apart. */
const INLINE = new Set(["paragraph", "heading", "tableCell", "emphasis", "strong", "link"]);
const textOf = (node: Node): string =>
  typeof node.value === "string"
    ? node.value
    : (node.children ?? []).map(textOf).join(INLINE.has(node.type) ? "" : "\n");

function linkKey(href: string, target: LinkTarget): string {
  if (/^mailto:/i.test(href)) return href.toLowerCase();
  if (/^tel:/i.test(href)) return `tel:${href.replace(/\D/g, "")}`;
  if (/^https?:\/\//i.test(href)) {
    // Another site's pages differ by language; its address is the same link.
    try {
      return new URL(href).host;
    } catch {
      return href;
    }
  }
  return target(href) ?? href;
}

/** The parts of a Markdown body the comparison reads. */
function bodyParts(markdown: string, target: LinkTarget) {
  const tree = unified().use(remarkParse).parse(markdown) as Node;
  const headings: { depth: number; text: string }[] = [];
  const links: Link[] = [];
  // Each item's and each paragraph's text, in order; a paragraph inside an item is the item's.
  const items: string[] = [];
  const paragraphs: string[] = [];
  let tableRows = 0;
  const visit = (node: Node, inItem: boolean) => {
    if (node.type === "heading") headings.push({ depth: node.depth ?? 0, text: textOf(node) });
    else if (node.type === "listItem") items.push(textOf(node));
    else if (node.type === "paragraph" && !inItem) paragraphs.push(textOf(node));
    else if (node.type === "tableRow") tableRows += 1;
    else if (node.type === "link" && node.url) {
      links.push({ key: linkKey(node.url, target), shown: node.url, text: textOf(node) });
    }
    node.children?.forEach((child) => visit(child, inItem || node.type === "listItem"));
  };
  visit(tree, false);
  return { headings, links, items, paragraphs, tableRows, text: textOf(tree) };
}

/** `a` minus `b`, as multisets by key. */
function missing<T extends { key: string }>(a: T[], b: T[]): T[] {
  const left = [...b];
  return a.filter((item) => {
    const at = left.findIndex((other) => other.key === item.key);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/**
 * Figures by count, but a placeholder or a month only once: "{{legal.claimDays}}" is one fact,
 * which the English may repeat in a parenthesis where the French does not, and a date range
 * names its month at both ends in English ("March 1 to March 31") and once in French (« du 1er
 * au 31 mars »), where each day keeps its figure.
 */
const countable = (figures: Figure[]) =>
  figures.filter(
    (figure, index) =>
      !(figure.key.startsWith("{") || figure.key.startsWith("month ")) ||
      figures.findIndex((other) => other.key === figure.key) === index,
  );

/** Figures, both ways: what the French lacks, then what it adds. */
function figureDifferences(field: string, en: string, fr: string): string[] {
  const english = countable(figuresOf(en));
  const french = countable(figuresOf(fr));
  const shown = (figures: Figure[]) => figures.map((figure) => figure.shown).join(", ");
  const lacks = missing(english, french);
  const adds = missing(french, english);
  return [
    ...(lacks.length ? [`${field}: French lacks ${shown(lacks)} (English: ${quote(en)})`] : []),
    ...(adds.length ? [`${field}: French adds ${shown(adds)}`] : []),
  ];
}

function bodyDifferences(en: string, fr: string, target: LinkTarget): string[] {
  const english = bodyParts(en, target);
  const french = bodyParts(fr, target);
  const problems: string[] = [];
  const levels = new Set([...english.headings, ...french.headings].map((item) => item.depth));
  for (const depth of [...levels].sort()) {
    const ofDepth = (list: typeof english.headings) => list.filter((item) => item.depth === depth);
    const inEnglish = ofDepth(english.headings);
    const inFrench = ofDepth(french.headings);
    if (inEnglish.length !== inFrench.length) {
      problems.push(
        `text: French ${inFrench.length < inEnglish.length ? "lacks" : "adds"} level-${depth} headings (${inEnglish.length} in English, ${inFrench.length} in French; English: ${inEnglish.map((item) => quote(item.text)).join(", ")})`,
      );
    }
  }
  const counts = [
    ["list items", english.items.length, french.items.length],
    ["paragraphs", english.paragraphs.length, french.paragraphs.length],
    ["table rows", english.tableRows, french.tableRows],
  ] as const;
  for (const [what, inEnglish, inFrench] of counts) {
    if (inEnglish !== inFrench) {
      problems.push(
        `text: French ${inFrench < inEnglish ? "lacks" : "adds"} ${what} (${inEnglish} in English, ${inFrench} in French)`,
      );
    }
  }
  for (const link of missing(english.links, french.links)) {
    problems.push(`text: French lacks the link to ${link.shown} (English: ${quote(link.text)})`);
  }
  for (const link of missing(french.links, english.links)) {
    problems.push(`text: French adds a link to ${link.shown} (${quote(link.text)})`);
  }
  problems.push(...figureDifferences("text", english.text, french.text));
  problems.push(...keyTermDifferences(english.text, french.text).map((line) => `text: ${line}`));
  // Twin by twin, where the counts agree (a count that differs is already said above).
  for (const [what, inEnglish, inFrench] of [
    ["item", english.items, french.items],
    ["paragraph", english.paragraphs, french.paragraphs],
  ] as const) {
    if (inEnglish.length !== inFrench.length) continue;
    inEnglish.forEach((text, index) =>
      problems.push(...unitDifferences(`text: ${what} ${index + 1}`, text, inFrench[index]!)),
    );
  }
  return problems;
}

/** Every field of a YAML half or front matter: "story.paragraphs[1]" → its value. */
function fields(value: unknown, at = "", out = new Map<string, unknown>()) {
  out.set(at, value);
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      fields(child, Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key, out);
    }
  }
  return out;
}

/**
 * A date field ("lastUpdated: 2026-11-24", a project's month) is when each file was written or a
 * fact the loader already compares: not words to translate.
 */
const isDate = (value: unknown) =>
  typeof value === "string" ? /^\d{4}-\d{2}(?:-\d{2})?$/.test(value) : value instanceof Date;

/** Field by field: list lengths, figures and key terms of every text both languages have. */
function dataDifferences(en: unknown, fr: unknown): string[] {
  const english = fields(en);
  const french = fields(fr);
  const problems: string[] = [];
  for (const [field, value] of english) {
    if (field === "translationNote" || !french.has(field) || isDate(value)) continue;
    const twin = french.get(field);
    if (Array.isArray(value) && Array.isArray(twin) && value.length !== twin.length) {
      problems.push(
        `${field}: French ${twin.length < value.length ? "lacks" : "adds"} list items (${value.length} in English, ${twin.length} in French)`,
      );
    } else if (typeof value === "string" && typeof twin === "string" && value !== twin) {
      problems.push(...figureDifferences(field, value, twin));
      problems.push(...keyTermDifferences(value, twin).map((line) => `${field}: ${line}`));
      problems.push(...unitDifferences(field, value, twin));
    }
  }
  return problems;
}

const noteOf = (...halves: unknown[]) =>
  halves
    .map((half) => (half as { translationNote?: unknown } | null)?.translationNote)
    .find((note): note is string => typeof note === "string" && note.trim() !== "");

const splitMarkdown = (text: string): { data: unknown; body: string } =>
  parseMarkdown(text) ?? { data: {}, body: text };

/** One Markdown pair's problems; `en`/`fr` are the two files' texts. */
function markdownParity(en: string, fr: string, target: LinkTarget) {
  const english = splitMarkdown(en);
  const french = splitMarkdown(fr);
  const note = noteOf(english.data, french.data);
  return {
    problems: [
      ...dataDifferences(english.data, french.data),
      ...bodyDifferences(english.body, french.body, target),
    ],
    ...(note ? { note } : {}),
  };
}

/** One two-language YAML file's problems; undefined for a file with one language. */
function yamlParity(text: string) {
  const data = parseYaml(text) as Record<string, unknown> | null;
  const en = data?.[SOURCE];
  const fr = data?.[TARGET];
  if (en === undefined || fr === undefined) return undefined;
  const note = noteOf(en, fr);
  return { problems: dataDifferences(en, fr), ...(note ? { note } : {}) };
}

/** Every bilingual entry of the content folder, compared (problems empty when level). */
export function parityOfEntries(
  content: string | ContentStore,
  target: LinkTarget,
): ParityFinding[] {
  const store = storeOf(content);
  const read = (file: string) => store.text(file)!;
  const present = (file: string) => store.text(file) !== undefined;
  // Every bilingual file the registry holds (lib/registry/registered-files.ts), in name order.
  const files = store.entries
    .filter((each) => each.bilingual)
    .flatMap((each) => (each.markdown ? [`${each.entry}.${SOURCE}.md`] : each.files))
    .filter(present);
  return files.sort().flatMap((file): ParityFinding[] => {
    if (file.endsWith(`.${SOURCE}.md`)) {
      const entry = file.slice(0, -`.${SOURCE}.md`.length);
      const french = `${entry}.${TARGET}.md`;
      const result = present(french)
        ? markdownParity(read(file), read(french), target)
        : { problems: [`the French file ${french} is missing`] };
      return [{ entry, file: french, ...result }];
    }
    if (file.endsWith(".yml")) {
      const result = yamlParity(read(file));
      return result ? [{ entry: file, file, ...result }] : [];
    }
    return [];
  });
}

/** The entries whose French differs from their English. */
export const contentParity = (
  content: string | ContentStore,
  target: LinkTarget,
): ParityFinding[] =>
  parityOfEntries(content, target).filter((finding) => finding.problems.length > 0);

/** The link targets of the site's route table: a page's id in both languages. */
export function linkTargets(router: {
  find: (path: string) => { id: string } | undefined;
  anchor: (key: "quote" | CategoryId, locale: Locale) => string;
}): LinkTarget {
  const anchors = (["quote", ...CATEGORY_IDS] as const).flatMap((key) =>
    LOCALES.map((locale) => [router.anchor(key, locale), key] as const),
  );
  return (href) => {
    const [address = "", hash] = href.split("#");
    const page = router.find(address.endsWith("/") ? address : `${address}/`);
    if (!page) return undefined;
    if (hash === undefined) return `page ${page.id}`;
    return `page ${page.id}#${anchors.find(([id]) => id === hash)?.[1] ?? hash}`;
  };
}

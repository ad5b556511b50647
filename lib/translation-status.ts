import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/*
 * Which French entries are behind their English, from the content's Git history: an entry's
 * French is outdated when a commit (or an uncommitted edit) changed its English after the last
 * one that changed its French. An edit made in the CMS to both languages at once is one commit,
 * so a translated change is never reported.
 *
 * Lunaria (@lunariajs/core) works on the same idea but compares whole files; here most entries
 * hold both languages in one file (Decap's single_file YAML), so each language's half has to be
 * told apart inside the file. This is that part, and nothing more.
 *
 * A Markdown pair is also compared by shape (headings, list items, paragraphs): a French text
 * written from an older English draft shows up even before any history exists. A deliberate
 * difference is declared in the entry's `translationNote` front matter and not reported.
 */

type OutdatedEntry = {
  /** The entry, relative to content/: "pages/home.yml", "services/residential/drywall-repair". */
  entry: string;
  /** Why it is listed: what changed in English since the French was last written, or the shapes. */
  changes: string[];
  /** ISO date of the English change the French lacks ("uncommitted" for a working-copy edit). */
  since?: string;
};

export type TranslationStatus = {
  /** Entries compared (YAML files and Markdown pairs). */
  checked: number;
  outdated: OutdatedEntry[];
  /** False where the content is not in a Git work tree: only shapes are compared then. */
  history: boolean;
};

type Version = { when: string; en?: string; fr?: string };
type Entry = {
  name: string;
  /** Files of the entry, relative to the content folder. */
  files: string[];
  /** Each language's text of one version of the files, comparable as strings. */
  halves: (read: (file: string) => string | undefined) => { en?: string; fr?: string };
};

const SOURCE = "en";
const TARGET = "fr";
/** Longest text quoted in a change line. */
const QUOTE = 140;

function filesUnder(dir: string, at = ""): string[] {
  return readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? filesUnder(dir, path.posix.join(at, item.name))
      : [path.posix.join(at, item.name)],
  );
}

/** Every bilingual entry of the content folder (content/shared/ holds no words). */
function entriesOf(contentDir: string): Entry[] {
  const files = filesUnder(contentDir).filter((file) => !file.startsWith("shared/"));
  const yamlEntries = files
    .filter((file) => file.endsWith(".yml"))
    .map((file): Entry => ({
      name: file,
      files: [file],
      halves: (read) => {
        const text = read(file);
        if (text === undefined) return {};
        const data = parse(text) as Record<string, unknown> | null;
        return { en: stable(data?.[SOURCE]), fr: stable(data?.[TARGET]) };
      },
    }));
  const markdownEntries = files
    .filter((file) => file.endsWith(`.${SOURCE}.md`))
    .map((file): Entry => {
      const name = file.slice(0, -`.${SOURCE}.md`.length);
      const twin = `${name}.${TARGET}.md`;
      return {
        name,
        files: [file, twin],
        halves: (read) => ({ en: read(file), fr: read(twin) }),
      };
    });
  return [...yamlEntries, ...markdownEntries];
}

/** JSON with sorted keys, so a reordered YAML map is not a change. */
function stable(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/** The entry's versions, oldest first: each commit that touched it, then the working copy. */
function versionsOf(entry: Entry, contentDir: string, root: string | undefined): Version[] {
  const current = (file: string) => {
    const full = path.join(contentDir, file);
    return existsSync(full) ? readFileSync(full, "utf8") : undefined;
  };
  const now: Version = { when: "uncommitted", ...entry.halves(current) };
  if (!root) return [now];
  const paths = entry.files.map((file) =>
    path.relative(root, path.join(contentDir, file)).split(path.sep).join("/"),
  );
  const log = git(root, ["log", "--format=%H %cI", "--", ...paths]) ?? "";
  const commits = log
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(" ") as [string, string])
    .reverse();
  const versions = commits.map(([sha, when]): Version => {
    const atCommit = (file: string) => {
      const index = entry.files.indexOf(file);
      return git(root, ["show", `${sha}:${paths[index]}`]);
    };
    return { when, ...entry.halves(atCommit) };
  });
  const last = versions.at(-1);
  if (!last || last.en !== now.en || last.fr !== now.fr) versions.push(now);
  return versions;
}

/** Index of the last version that changed `half` (the first version counts as a change). */
function lastChange(versions: Version[], half: "en" | "fr"): number {
  for (let index = versions.length - 1; index > 0; index -= 1) {
    if (versions[index]![half] !== versions[index - 1]![half]) return index;
  }
  return 0;
}

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > QUOTE ? `${flat.slice(0, QUOTE - 1)}…` : flat}”`;
};

/** "hero.intro" → its text, for every leaf of a YAML half. */
function leaves(value: unknown, at = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const here = Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key;
      for (const [leaf, text] of leaves(child, here)) out.set(leaf, text);
    }
  } else if (value !== undefined && value !== null) {
    out.set(at, String(value));
  }
  return out;
}

/** Front matter fields and body paragraphs of a Markdown text, keyed for comparison. */
function markdownParts(text: string): Map<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  const front = match ? (parse(match[1]!) as unknown) : {};
  const parts = leaves(front);
  const body = (match ? match[2]! : text).split(/\n\s*\n/).map((block) => block.trim());
  body.filter(Boolean).forEach((block) => parts.set(`body: ${block}`, block));
  return parts;
}

/** What an English half gained, lost or changed between two versions, one line each. */
function describeChanges(before: string | undefined, after: string | undefined, markdown: boolean) {
  const parts = (text: string | undefined) =>
    text === undefined
      ? new Map<string, string>()
      : markdown
        ? markdownParts(text)
        : leaves(JSON.parse(text) as unknown);
  const old = parts(before);
  const now = parts(after);
  const lines: string[] = [];
  for (const [key, text] of now) {
    if (old.get(key) === text) continue;
    if (key.startsWith("body: ")) lines.push(`text added or changed: ${quote(text)}`);
    else lines.push(`${key}: ${old.has(key) ? "changed to" : "added:"} ${quote(text)}`);
  }
  for (const [key, text] of old) {
    if (now.has(key)) continue;
    lines.push(key.startsWith("body: ") ? `text removed: ${quote(text)}` : `${key}: removed`);
  }
  return lines;
}

/** Headings per level, list items and paragraphs of a Markdown body. */
function shapeOf(text: string): { label: string; count: number }[] {
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");
  const lines = body.split("\n");
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;
  const paragraphs = body
    .split(/\n\s*\n/)
    .filter((block) => block.trim() && !/^\s*(#|[-*] |\d+\. )/.test(block)).length;
  return [
    { label: "level-2 headings", count: count(/^## /) },
    { label: "level-3 headings", count: count(/^### /) },
    { label: "level-4 headings", count: count(/^#### /) },
    { label: "list items", count: count(/^\s*(?:[-*]|\d+\.) /) },
    { label: "paragraphs", count: paragraphs },
  ];
}

const hasNote = (text: string | undefined) =>
  Boolean(text && /^translationNote:\s*\S/m.test(text.split(/\n---/)[0] ?? ""));

function shapeDifferences(en: string | undefined, fr: string | undefined): string[] {
  if (en === undefined || fr === undefined || hasNote(en) || hasNote(fr)) return [];
  const french = shapeOf(fr);
  return shapeOf(en)
    .map((part, index) => ({ ...part, french: french[index]!.count }))
    .filter((part) => part.count !== part.french)
    .map((part) => `shape: ${part.count} ${part.label} in English, ${part.french} in French`);
}

export function translationStatus(contentDir: string): TranslationStatus {
  const top = git(contentDir, ["rev-parse", "--show-toplevel"])?.trim();
  const entries = entriesOf(contentDir);
  const outdated = entries.flatMap((entry): OutdatedEntry[] => {
    const versions = versionsOf(entry, contentDir, top);
    const latest = versions.at(-1)!;
    const markdown = entry.files[0]!.endsWith(".md");
    const shape = markdown ? shapeDifferences(latest.en, latest.fr) : [];
    const english = lastChange(versions, "en");
    const french = lastChange(versions, "fr");
    const behind = english > french;
    if (!behind && !shape.length) return [];
    const changes = behind ? describeChanges(versions[french]!.en, latest.en, markdown) : [];
    return [
      {
        entry: entry.name,
        changes: [...changes, ...shape],
        ...(behind ? { since: versions[english]!.when } : {}),
      },
    ];
  });
  return { checked: entries.length, outdated, history: Boolean(top) };
}

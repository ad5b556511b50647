import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

// Reads the English files as written, not as the build parses them, so a repeated sentence or a
// spelling variant is caught in the source the editors work on.

const CONTENT = path.join(process.cwd(), "content");
const SERVICES = path.join(CONTENT, "services");
const CATEGORIES = ["residential", "commercial"];

// Ottawa-area neighbourhoods and municipalities a service might name as local colour.
const PLACES = [
  "Glebe",
  "Westboro",
  "Old Ottawa South",
  "Old Ottawa East",
  "Alta Vista",
  "Kanata",
  "Orléans",
  "Orleans",
  "Barrhaven",
  "Nepean",
  "Centretown",
  "ByWard Market",
  "Byward Market",
  "Lowertown",
  "Gloucester",
  "Vanier",
  "Rockcliffe",
  "New Edinburgh",
  "Manotick",
  "Stittsville",
  "Gatineau",
  "Hintonburg",
  "Sandy Hill",
  "Little Italy",
  "Riverside South",
  "Greely",
  "Carp",
  "Kemptville",
];
const MAX_SERVICES_PER_PLACE = 3;
const MIN_SENTENCE_LENGTH = 40;
// A sentence reworded around a shared clause is still a copy; eight words in a row is a clause.
const PHRASE_WORDS = 8;

// One spelling per word across the English copy; fixed-wording.yml holds the spec's fixed strings.
const BANNED_VARIANTS: [RegExp, string][] = [
  [/aluminium/i, "aluminum"],
  [/walkthrough/i, "walk-through (noun) or walk through (verb)"],
  [/freeze[-\s]thaw/i, "freeze–thaw with an en dash"],
  [/fiber[-\s]?cement|fibre-cement/i, "fibre cement"],
  [/e-mail/i, "email"],
];

interface ServiceFile {
  file: string;
  text: string;
}

function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const lines = source.split(/\r?\n/);
  if (lines[0] !== "---") throw new Error("front matter must open the file");
  const end = lines.indexOf("---", 1);
  if (end < 0) throw new Error("front matter is not closed");
  return {
    data: parse(lines.slice(1, end).join("\n")) as Record<string, unknown>,
    body: lines.slice(end + 1).join("\n"),
  };
}

function visitorText(data: Record<string, unknown>, body: string): string {
  const features = Array.isArray(data.features) ? (data.features as string[]) : [];
  const short = typeof data.shortDescription === "string" ? data.shortDescription : "";
  return [short, ...features, body].join("\n");
}

function readService(file: string): ServiceFile {
  const { data, body } = splitFrontMatter(fs.readFileSync(file, "utf8"));
  return { file: path.relative(CONTENT, file), text: visitorText(data, body) };
}

function serviceFiles(): string[] {
  return CATEGORIES.flatMap((category) => {
    const dir = path.join(SERVICES, category);
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".en.md"))
      .map((name) => path.join(dir, name));
  });
}

// Each line (paragraph, list item, heading) is split on sentence-ending punctuation, so list
// items without a full stop stay separate; Markdown markers are dropped before comparing.
function sentences(text: string): string[] {
  return plainLines(text)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim().replace(/\s+/g, " ").toLowerCase())
    .filter((sentence) => sentence.length >= MIN_SENTENCE_LENGTH);
}

function plainLines(text: string): string[] {
  return text.split(/\n+/).map((line) =>
    line
      .replace(/^\s*(#+|[-*]|\d+\.)\s+/, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[*_`]/g, ""),
  );
}

function phrases(text: string): Set<string> {
  const runs = new Set<string>();
  for (const line of plainLines(text)) {
    const words = line
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’]+/u)
      .filter(Boolean);
    for (let i = 0; i + PHRASE_WORDS <= words.length; i += 1) {
      runs.add(words.slice(i, i + PHRASE_WORDS).join(" "));
    }
  }
  return runs;
}

function allFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
}

const services = serviceFiles().map(readService);
const defaults = readService(path.join(SERVICES, "defaults.en.md"));

/**
 * The English lines of every bilingual file, numbered as in the file: whole `*.en.md` files,
 * and the `en:` half of the YAML files (up to the next top-level key).
 */
function englishLines(): { file: string; line: string; number: number }[] {
  return allFiles(CONTENT)
    .filter((file) => !file.includes(`${path.sep}shared${path.sep}`))
    .filter((file) => path.basename(file) !== "fixed-wording.yml")
    .flatMap((file) => {
      const lines = fs.readFileSync(file, "utf8").split("\n");
      const numbered = lines.map((line, index) => ({ file, line, number: index + 1 }));
      if (file.endsWith(".en.md")) return numbered;
      if (!file.endsWith(".yml")) return [];
      const start = lines.findIndex((line) => line.startsWith("en:"));
      const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
      return numbered.slice(start + 1, end === -1 ? undefined : end);
    });
}

describe("English service text", () => {
  it("covers the 17 services", () => {
    expect(services).toHaveLength(17);
  });

  it("has no sentence in two services or in a service and the defaults", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { file, text } of [...services, defaults]) {
      for (const sentence of new Set(sentences(text))) {
        const first = seen.get(sentence);
        if (first) repeats.push(`${first} and ${file}: "${sentence}"`);
        else seen.set(sentence, file);
      }
    }
    expect(repeats).toEqual([]);
  });

  it(`shares no run of ${PHRASE_WORDS} words between two services or the defaults`, () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const { file, text } of [...services, defaults]) {
      for (const run of phrases(text)) {
        const first = seen.get(run);
        if (first) shared.push(`${first} and ${file}: "${run}"`);
        else seen.set(run, file);
      }
    }
    expect(shared).toEqual([]);
  });

  it(`names no neighbourhood in more than ${MAX_SERVICES_PER_PLACE} services`, () => {
    const overused = PLACES.map((place) => {
      const pattern = new RegExp(`\\b${place}\\b`);
      const files = services.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
      return { place, files };
    }).filter(({ files }) => files.length > MAX_SERVICES_PER_PLACE);
    expect(overused).toEqual([]);
  });
});

describe("English spelling", () => {
  it("uses one spelling per word outside the spec's fixed strings", () => {
    const found: string[] = [];
    const lines = englishLines();
    expect(lines.length).toBeGreaterThan(500);
    for (const { file, line, number } of lines) {
      for (const [pattern, preferred] of BANNED_VARIANTS) {
        const match = line.match(pattern);
        if (match) {
          const where = `${path.relative(CONTENT, file)}:${number}`;
          found.push(`${where} "${match[0]}", write ${preferred}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

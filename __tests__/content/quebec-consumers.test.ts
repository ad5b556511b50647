import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { splitFrontMatter } from "@/lib/store/front-matter.mjs";

/*
 * Québec consumers, consistent everywhere: a text that states deposits, cancellation or a
 * deadline for concerns carries the Québec exception or links to it, in both languages (the
 * terms' "Consumers in Quebec" keep a Gatineau consumer's rights under the Civil Code, arts.
 * 2125, 2129 and 2120, whatever a fee, a kept deposit or a notice period says). The statements
 * are found by their words, in every text of content/: each YAML value, each Markdown section
 * (a heading to the next).
 */

const STATEMENTS: [string, RegExp][] = [
  [
    "a deposit kept",
    /non-refundable|not refundable|pas remboursables?|forfeited|peut être conservé/i,
  ],
  [
    "a cancellation fee or notice",
    /you (?:may |can )?cancel|cancel free of charge|cancellation fee (?:of|may)|vous pouvez annuler|annuler sans frais|frais d’annulation (?:de|peuvent)/i,
  ],
  [
    "a deadline for concerns",
    /(?:within|dans les) (?:\d+|\{\{legal\.\w+\}\}) (?:hours|business days|heures|jours ouvrables) (?:of|suivant la) (?:completion|fin des travaux)/i,
  ],
];
const EXCEPTION = /Quebec|Québec/;

type Unit = { where: string; text: string };

function yamlStrings(value: unknown, where: string): Unit[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => yamlStrings(item, `${where}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => yamlStrings(item, `${where}.${key}`));
  }
  return [];
}

function markdownSections(text: string, where: string): Unit[] {
  const parts = splitFrontMatter(text);
  const front = parts ? yamlStrings(parse(parts.yaml), `${where} (front matter)`) : [];
  const sections = (parts ? parts.body : text).split(/^(?=#{1,6} )/m);
  return [
    ...front,
    ...sections.map((section) => ({
      where: `${where} § ${/^#{1,6} (.*)/.exec(section)?.[1] ?? "(top)"}`,
      text: section,
    })),
  ];
}

function contentUnits(dir: string): Unit[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const name = path.relative(dir, file).split(path.sep).join("/");
      const text = fs.readFileSync(file, "utf8");
      if (name.endsWith(".md")) return markdownSections(text, name);
      if (/\.ya?ml$/.test(name)) return yamlStrings(parse(text), name);
      return [];
    });
}

/** Each statement of a unit that lacks the Québec exception. */
const lacking = (units: Unit[]) =>
  units.flatMap(({ where, text }) =>
    STATEMENTS.filter(([, words]) => words.test(text) && !EXCEPTION.test(text)).map(
      ([what]) => `${where}: ${what}, without the Québec exception`,
    ),
  );

describe("deposits, cancellation and deadlines for concerns", () => {
  const units = contentUnits(path.join(process.cwd(), "content"));

  it("carry the Québec exception wherever they are stated, in both languages", () => {
    const stated = units.filter(({ text }) => STATEMENTS.some(([, words]) => words.test(text)));
    // The FAQ, the quote guide, the terms and the refund policy, each in both languages.
    for (const where of [
      /^questions\/general\.yml\.en\./,
      /^questions\/general\.yml\.fr\./,
      /^guides\/what-a-painting-quote-covers\.en\.md/,
      /^guides\/what-a-painting-quote-covers\.fr\.md/,
      /^legal\/refund-policy\.en\.md/,
      /^legal\/refund-policy\.fr\.md/,
      /^legal\/terms-and-conditions\.en\.md/,
      /^legal\/terms-and-conditions\.fr\.md/,
    ]) {
      expect(stated.map((unit) => unit.where)).toContainEqual(expect.stringMatching(where));
    }
    expect(lacking(units)).toEqual([]);
  });

  it("are found by their words, and one without the exception is named", () => {
    const written = [
      { where: "en", text: "Deposits are generally non-refundable." },
      { where: "fr", text: "Avisez-nous dans les 48 heures suivant la fin des travaux." },
      { where: "fr", text: "Vous pouvez annuler sans frais avec un préavis de 7 jours." },
      { where: "en", text: "Deposits are non-refundable, except for a consumer in Quebec." },
    ];
    expect(lacking(written)).toEqual([
      "en: a deposit kept, without the Québec exception",
      "fr: a deadline for concerns, without the Québec exception",
      "fr: a cancellation fee or notice, without the Québec exception",
    ]);
  });
});

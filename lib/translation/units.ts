/*
 * Does each French text say as much as its English twin? A qualifier dropped inside a sentence
 * shows only in two measures: the number of sentences, and the length against the English,
 * within bands calibrated on the site's own entries (docs/translation-parity.md).
 */

/**
 * French length ÷ English length, in characters, by the English text's number of words (longest
 * band first). Each bound lies about 10 % beyond the extreme measured on 2026-11-27 over the
 * 541 texts of 4 words or more of the 41 two-language entries (docs/translation-parity.md).
 */
const LENGTH_BANDS = [
  // Measured 1.101–1.448, median 1.277 (121 texts).
  { fromWords: 40, low: 0.97, high: 1.6 },
  // Measured 0.961–1.542, median 1.218 (117 texts).
  { fromWords: 20, low: 0.86, high: 1.7 },
  // Measured 0.862–1.806, median 1.275 (61 texts).
  { fromWords: 10, low: 0.77, high: 2 },
  // Measured 0.756–2.196, median 1.232 (242 texts).
  { fromWords: 4, low: 0.68, high: 2.45 },
] as const;

/** Below this many English words a text is a label ("Contact Information" / « Coordonnées »). */
const MIN_WORDS = LENGTH_BANDS.at(-1)!.fromWords;

/** French may split an English sentence in two, once per text; it may not merge or drop one. */
const EXTRA_SENTENCES = 1;

const QUOTE = 60;
const quote = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > QUOTE ? `${flat.slice(0, QUOTE - 1)}…` : flat}”`;
};

/** A placeholder ("{{legal.claimDays}}", "{name}") counts as one character in both languages. */
const flat = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, "#")
    .replace(/\s+/g, " ")
    .trim();

/** Words of letters: figures, symbols and placeholders are not words to translate. */
const wordsOf = (text: string) => flat(text).match(/\p{L}[\p{L}’'-]*/gu)?.length ?? 0;

/**
 * Abbreviations whose period does not end a sentence, in either language: "Northbrush Painting
 * Co. est…", "1200, boul. St-Laurent", "Lun. au sam.", "p. ex.".
 */
const ABBREVIATIONS = new Set(
  [
    "co inc ltd st ste mr mrs ms dr jr sr no nos boul av ave blvd ch rd app bur",
    "lun mar mer jeu ven sam dim mon tue wed thu fri sat sun",
    "p ex e.g i.e etc c art vs approx env a.m p.m",
  ]
    .join(" ")
    .split(" "),
);

/**
 * Sentences: an end mark (. ! ? …), then a capital, a figure or an opening quote, or the end of
 * the text. Typed in code because the text is read field by field, not as a document, and
 * French no-break spaces sit before ! and ?.
 */
export function sentencesOf(text: string): number {
  const words = flat(text);
  if (!words) return 0;
  let count = 0;
  let start = 0;
  // "#" is a placeholder ("{name} agrees"); a closing quote may follow a space (« Oui. »).
  const END = /[.!?…]+(?:\s?["»”’)])*(?=\s+[«"“(]?\s*[\p{Lu}\d#]|\s*$)/gu;
  for (const match of words.matchAll(END)) {
    const before = words.slice(start, match.index);
    const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? "";
    if (match[0] === "." && ABBREVIATIONS.has(lastWord)) continue;
    count += 1;
    start = match.index + match[0].length;
  }
  return words.slice(start).trim() ? count + 1 : count;
}

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/**
 * What one French text lacks or adds against its English twin, by sentences and by length; `at`
 * names it ("features[2]", "text: item 3"). Empty when the English is a short label.
 */
export function unitDifferences(at: string, en: string, fr: string): string[] {
  const words = wordsOf(en);
  if (words < MIN_WORDS) return [];
  const problems: string[] = [];
  const english = sentencesOf(en);
  const french = sentencesOf(fr);
  if (french < english || french > english + EXTRA_SENTENCES) {
    problems.push(
      `${at}: French ${french < english ? "has fewer" : "adds"} sentences (${english} in English, ${french} in French; English: ${quote(en)})`,
    );
  }
  const band = LENGTH_BANDS.find((item) => words >= item.fromWords)!;
  const ratio = flat(fr).length / flat(en).length;
  if (ratio < band.low || ratio > band.high) {
    const shorter = ratio < band.low;
    problems.push(
      `${at}: French is ${shorter ? "shorter" : "longer"} than its English, ${percent(ratio)} of its length (${shorter ? `at least ${percent(band.low)}` : `at most ${percent(band.high)}`} for ${band.fromWords}+ English words; English: ${quote(en)})`,
    );
  }
  return problems;
}

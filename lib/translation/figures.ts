/*
 * The figures of a text in a form both languages share, so "$1,200" and "1 200 $", "9 a.m." and
 * "9 h", "15%" and "15 %", "(613) 555-0143" and "613 555-0143", "September" and "septembre" compare
 * equal. Written here because no kept library reads figures across English and French typography;
 * numbers spelled out in words ("two coats", « deux couches ») are not figures and are not read.
 */

/** One figure: `key` compares across languages, `shown` is how the text wrote it. */
export type Figure = { key: string; shown: string };

const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
};

// Any space a number may be grouped with: ordinary, no-break and narrow no-break.
const SPACE = "[ \\u00a0\\u202f]";

type Reader = { pattern: RegExp; key: (match: RegExpExecArray) => string };

const twoDigits = (value: number) => String(value).padStart(2, "0");

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 };
/** « XX » or « 20 » as 20: the centuries the content names. */
const romanOrNumber = (text: string) =>
  /^\d+$/.test(text)
    ? Number(text)
    : [...text].reduce(
        (sum, letter, index) =>
          ROMAN[letter]! < (ROMAN[text[index + 1] ?? ""] ?? 0)
            ? sum - ROMAN[letter]!
            : sum + ROMAN[letter]!,
        0,
      );

/** Read in this order; each match is blanked out so a later reader does not read it again. */
const READERS: Reader[] = [
  // {{legal.claimDays}}: the figure is filled in later, the same in both languages.
  { pattern: /\{\{\s*[\w.]+\s*\}\}/g, key: (m) => m[0].replace(/\s+/g, "") },
  // {name}: an interface variable, not a figure (the French may take {nameInSentence}).
  { pattern: /\{\w+\}/g, key: () => "" },
  {
    // North American phone numbers, however they are grouped.
    pattern: new RegExp(
      `(?<![\\d])(?:\\+?1[-.${SPACE.slice(1, -1)}]?)?\\(?(\\d{3})\\)?[-.${SPACE.slice(1, -1)}]?(\\d{3})[-.${SPACE.slice(1, -1)}](\\d{4})(?!\\d)`,
      "g",
    ),
    key: (m) => `phone ${m[1]}${m[2]}${m[3]}`,
  },
  {
    // 9 a.m., 6:30 p.m., 9am
    pattern: /\b(\d{1,2})(?::(\d{2}))?\s?([ap])(?:\.m\.|m\b)/gi,
    key: (m) => {
      const hour = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === "p" ? 12 : 0);
      return `time ${twoDigits(hour)}:${m[2] ?? "00"}`;
    },
  },
  {
    // 9 h, 18 h 30, 9h30
    pattern: new RegExp(`\\b(\\d{1,2})${SPACE}?h(?:${SPACE}?(\\d{2}))?(?![\\p{L}\\d])`, "gu"),
    key: (m) => `time ${twoDigits(Number(m[1]))}:${m[2] ?? "00"}`,
  },
  {
    // 14:30
    pattern: /\b(\d{1,2}):(\d{2})\b/g,
    key: (m) => `time ${twoDigits(Number(m[1]))}:${m[2]}`,
  },
  {
    // A century: "the 1900s" is « le XXe siècle » (« les années 1900 » is the decade 1900–1909,
    // read as the number 1900 below, so that calque shows as a figure the French lacks).
    pattern: /\b(\d{1,2})00s\b|\b([XVI]+|\d{1,2})(?:e|ᵉ|ème)[ \u00a0]siècles?\b/gu,
    key: (m) => `century ${m[1] ? Number(m[1]) + 1 : romanOrNumber(m[2]!)}`,
  },
  {
    // 1,200 · 1 200 · 1.5 · 1,5 · 2024 · 15 (of 15 %) · 1920 (of 1920s)
    pattern: new RegExp(
      `\\d{1,3}(?:(?:,|${SPACE})\\d{3}(?!\\d))+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?`,
      "g",
    ),
    key: (m) => {
      const grouped = new RegExp(`^\\d{1,3}(?:(?:,|${SPACE})\\d{3})+`).exec(m[0]);
      const whole = grouped ? grouped[0].replace(/\D/g, "") : "";
      const rest = grouped ? m[0].slice(grouped[0].length) : m[0];
      const number = Number(`${whole}${rest.replace(",", ".")}`);
      return `number ${number}`;
    },
  },
];

const monthPattern = (locale: keyof typeof MONTHS) =>
  // English month names only with their capital: "may" is also a verb.
  new RegExp(`(?<!\\p{L})(${MONTHS[locale].join("|")})(?!\\p{L})`, locale === "en" ? "gu" : "giu");

/** Every figure of `text`, in order of the readers above. */
export function figuresOf(text: string): Figure[] {
  const found: Figure[] = [];
  let rest = text;
  for (const { pattern, key } of READERS) {
    rest = rest.replace(pattern, (...args) => {
      const match = Object.assign([...args.slice(0, -2)], {
        index: 0,
        input: "",
      }) as unknown as RegExpExecArray;
      const figure = key(match);
      if (figure) found.push({ key: figure, shown: String(args[0]) });
      return " ".repeat(String(args[0]).length);
    });
  }
  for (const locale of ["en", "fr"] as const) {
    rest = rest.replace(monthPattern(locale), (word: string) => {
      const index = MONTHS[locale].findIndex((month) => month.toLowerCase() === word.toLowerCase());
      found.push({ key: `month ${index + 1}`, shown: word });
      return " ".repeat(word.length);
    });
  }
  return found;
}

/*
 * Words a translation must not drop, read in each field (each Markdown body as a whole).
 * Figures, links and structure catch most omissions; these catch a dropped clause that carries
 * none of them ("as Quebec requires", "even in deep shades", a stairwell). A term is either
 * counted (the French has as many as the English) or only required (the French has at least
 * one where the English has one), when French says it in more or fewer words. Only terms with
 * a usual translation belong here, so a faithful French never differs; accents and case are
 * ignored.
 */
type KeyTerm = { name: string; en: RegExp; fr: RegExp; counted: boolean };

const KEY_TERMS: KeyTerm[] = [
  { name: "Quebec", en: /\bquebec\b/g, fr: /\bquebec(?:ois|oise)?s?\b/g, counted: true },
  { name: "stairs", en: /\bstair/g, fr: /\bescalier/g, counted: false },
  {
    name: "deep shades",
    en: /\b(?:deep|dark) (?:shades?|colou?rs?|tones?)\b/g,
    fr: /\b(?:teintes?|couleurs?|tons?|nuances?) (?:foncee?s?|profonde?s?|sombres?)\b/g,
    counted: false,
  },
];

/** Lower case without accents, so "Québec" and "québécoise" meet the patterns above. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Each key term the French lacks (or, for a counted one, adds), one line each. */
export function keyTermDifferences(en: string, fr: string): string[] {
  const english = fold(en);
  const french = fold(fr);
  return KEY_TERMS.flatMap(({ name, en: enPattern, fr: frPattern, counted }) => {
    const inEnglish = english.match(enPattern)?.length ?? 0;
    const inFrench = french.match(frPattern)?.length ?? 0;
    if (!counted) return inEnglish && !inFrench ? [`French lacks “${name}”`] : [];
    if (inEnglish === inFrench) return [];
    return [
      `French ${inFrench < inEnglish ? "lacks" : "adds"} “${name}” (${inEnglish} in English, ${inFrench} in French)`,
    ];
  });
}

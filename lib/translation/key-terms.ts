/*
 * Words a translation must not drop, read in each field: a dropped clause that carries no figure,
 * link or structure ("as Quebec requires"). A term is counted (as many in French), or only
 * required where French says it in more or fewer words. Only terms with a usual translation;
 * accents and case are ignored.
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
  // The four drifts of the French review of 2026-11-29 (N3-P1 to N3-P4): each French dropped one
  // of these and kept within its length band.
  {
    name: "drywall repair",
    en: /\bdrywall repairs?\b/g,
    // « Réparation de cloisons sèches », « gypse réparé », « les dommages au gypse … sont réparés ».
    fr: /\brepar\w* (?:de |des |du |aux )?(?:cloisons? seches?|gypse)\b|\b(?:cloisons? seches?|gypse) (?:\w+ )?repar|\bdommages? (?:au|du|des) (?:gypse|cloisons? seches?)\b/g,
    counted: false,
  },
  {
    name: "hard winters",
    en: /\b(?:hard|harsh|severe) winters?\b/g,
    fr: /\bhivers? (?:rigoureux|rudes?|durs?|difficiles?)\b|\brigueurs? de l.hiver\b/g,
    counted: false,
  },
  { name: "fresh look", en: /\bfresh(?:er)? look\b/g, fr: /\brafraichi/g, counted: false },
  {
    name: "kept current",
    en: /\b(?:kept|keep|keeps|keeping) (?:\w+ )?(?:current|up[- ]to[- ]date)\b/g,
    fr: /\ba jour\b/g,
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

import type { RootContent } from "hast";
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { ROUTE_ROWS } from "../i18n";

// OQLF spacing, whoever wrote the words (content or code), and the Québec copy editor's review
// of 2026-11-25 in the built pages: read from each page's HTML (french/lines.ts), so the static
// page gates check every French page (support/page-checks/french-typography.ts).

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";
export const frenchOf = (id: string) => ROUTE_ROWS.find((row) => row.id === id)!.fr;

/**
 * Where a line lacks its no-break space: before ":" (U+00A0), before ";", "!" and "?"
 * (U+202F), inside « » (U+00A0). A mark followed by a letter, digit or "/" is not punctuation
 * between words (a URL, "10:30", "?page=2") and is not checked.
 */
export function missingSpaces(line: string): string[] {
  const problems: string[] = [];
  const at = (index: number) => JSON.stringify(line.slice(Math.max(0, index - 25), index + 10));
  for (const match of line.matchAll(/[:;!?](?=$|[\s»).,…])/g)) {
    const index = match.index;
    const mark = match[0];
    const before = line[index - 1];
    if (index === 0 || (mark !== ":" && before && "!?".includes(before))) continue;
    const wanted = mark === ":" ? NBSP : NNBSP;
    if (before !== wanted) {
      problems.push(
        `"${mark}" needs U+${wanted.charCodeAt(0).toString(16).toUpperCase()} before it: ${at(index)}`,
      );
    }
  }
  for (const match of line.matchAll(/«/g)) {
    if (line[match.index + 1] !== NBSP)
      problems.push(`"«" needs U+00A0 after it: ${at(match.index)}`);
  }
  for (const match of line.matchAll(/»/g)) {
    if (line[match.index - 1] !== NBSP)
      problems.push(`"»" needs U+00A0 before it: ${at(match.index)}`);
  }
  // A number and its unit, spaced or not: "20 °C", "50°F", "25 %", "1 200 $"; with an ordinary
  // space only, "30 min" and the "h" of a time ("9h30" is left as typed, like the formatter).
  for (const match of line.matchAll(
    /\d(?:[ \u2009]?(°[CF]|%|\$)|[ \u2009](min|h)(?![\p{L}\d]))/gu,
  )) {
    problems.push(
      `"${match[1] ?? match[2]}" needs U+00A0 between it and its number: ${at(match.index + 1)}`,
    );
  }
  // The groups of a number's thousands: "5 000 000".
  for (const match of line.matchAll(/(?<![\d.,])\d{1,3}(?:[ \u2009]\d{3})+(?!\d)/g)) {
    problems.push(`"${match[0]}" needs U+00A0 between its groups: ${at(match.index)}`);
  }
  return problems;
}

/** An HTML fragment's text as lines, one per block, inline elements joined (as frenchLines). */
function htmlLines(html: string): string[] {
  const INLINE = new Set(["a", "strong", "em", "b", "i", "span", "abbr", "code", "small", "time"]);
  const lines: string[] = [""];
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === "text") lines[lines.length - 1] += node.value;
      else if (node.type === "element") {
        const inline = INLINE.has(node.tagName);
        if (!inline) lines.push("");
        for (const name of ["alt", "title"]) {
          const value = node.properties[name];
          if (typeof value === "string") lines.push(value, "");
        }
        visit(node.children as RootContent[]);
        if (!inline) lines.push("");
      }
    }
  };
  visit(unified().use(rehypeParse, { fragment: true }).parse(html).children);
  return lines.map((line) => line.replace(/[\t\r\n]+/g, " ")).filter((line) => line.trim());
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");

/**
 * The words of an Atom feed as lib/site/atom-feed.ts writes it: the text of its titles, subtitle,
 * summaries, names and categories, and of each entry's HTML content, block by block.
 */
export function feedLines(xml: string): string[] {
  const lines: string[] = [];
  for (const [, , attributes = "", value = ""] of xml.matchAll(
    /<(title|subtitle|summary|name|content)(\s[^>]*)?>([^<]*)<\/\1>/g,
  )) {
    const text = unescapeXml(value);
    lines.push(...(/type="html"/.test(attributes) ? htmlLines(text) : [text]));
  }
  for (const [, term = ""] of xml.matchAll(/<category term="([^"]*)"/g)) {
    lines.push(unescapeXml(term));
  }
  return lines.filter((line) => line.trim());
}

/** Every string of the structured data (JSON-LD) of an exported page. */
export function jsonLdStrings(html: string): string[] {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [, json = ""] of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    walk(JSON.parse(json));
  }
  return strings;
}

/** The review's wrong wording must be gone from the built page, and its fix present. */
export const REVIEW: { id: string; page: string; gone: string[]; present: string[] }[] = [
  {
    id: "N-W1",
    page: frenchOf("home"),
    gone: ["et appliqués seulement"],
    present: ["et appliquées seulement"],
  },
  {
    id: "N-W2, N-U1",
    page: frenchOf("projects/orleans-siding-and-trim"),
    gone: ["poncé les rebords", "d’un seul trait", "planches ramollies", "attendu une prévision"],
    present: ["adouci les bords au papier sablé", "planches pourries"],
  },
  {
    id: "N-W3, N-U9, N-U10",
    page: frenchOf("accessibility"),
    gone: [
      "images d’archives",
      "contour de mise au point",
      "se réorganise",
      "faire et nous en servons",
    ],
    present: ["proviennent de banques d’images", "indicateur de focus bien visible"],
  },
  {
    id: "N-T1",
    page: frenchOf("contact"),
    gone: ["Dimanche: Fermé", "samedi: 9"],
    present: [`Dimanche${NBSP}: Fermé`],
  },
  {
    id: "W2",
    page: frenchOf("commercial/exterior-commercial-painting"),
    gone: ["revêtements fatigués", "un revêtement choisi"],
    present: ["vieilles couches de peinture", "un produit choisi pour chaque surface"],
  },
  {
    id: "T5",
    page: frenchOf("residential/interior-painting"),
    gone: ["Soumission gratuite – Peinture"],
    present: ["Soumission gratuite – peinture intérieure"],
  },
  {
    id: "N-W5 (1)",
    page: frenchOf("commercial/maintenance-contract-painting"),
    gone: [],
    present: ["communiquez avec nous", "nous planifierons la première tournée"],
  },
  {
    id: "N-W5 (2)",
    page: frenchOf("terms"),
    gone: [],
    present: ["comme l’exige la loi québécoise pour les entrepreneurs en construction"],
  },
  {
    id: "N-W5 (3)",
    page: frenchOf("residential/accent-feature-walls"),
    gone: [],
    present: ["même dans les teintes foncées"],
  },
  {
    id: "N-W5 (4), N-U3, N-T4, N-U4",
    page: frenchOf("projects"),
    gone: ["où, et en combien", "Projet d’exemple"],
    present: ["Rez-de-chaussée et escalier d’une maison des années 1920", "Projet fictif"],
  },
  {
    id: "N-U6, N-U7, portability",
    page: frenchOf("privacy"),
    gone: ["notre propriétaire", "d’appel à l’action", "serveur standard"],
    present: ["directeur général de l’entreprise", "droit à la portabilité"],
  },
  {
    id: "N-U12",
    page: frenchOf("about"),
    gone: ["Assuré auprès de", "Nous sommes un entrepreneur en peinture"],
    present: [`Assureur${NBSP}: Example Mutual Insurance`],
  },
  // The review of 2026-11-27: its quoted wrong wording, page by page (the notice and the footer
  // are on every page; the error view and the campaign line are checked in the content tests).
  {
    id: "N2-U1, N2-U2, N2-T1 (footer)",
    page: frenchOf("home"),
    gone: [
      "nous réservons dès maintenant vos projets",
      "avec une soumission écrite en 48",
      "Voir la peinture intérieure",
      "Téléphone / WhatsApp",
    ],
    present: [
      "nous prenons dès maintenant les réservations pour vos projets de peinture intérieure",
      "En savoir plus sur la peinture intérieure",
    ],
  },
  {
    id: "N2-W1, N2-U6",
    page: frenchOf("residential/exterior-painting"),
    gone: [
      "a la vie dure",
      "pendant la courte saison d’Ottawa",
      "testons ces couches pour le plomb",
    ],
    present: ["la peinture extérieure est mise à rude épreuve"],
  },
  {
    id: "N2-W2, N2-U4",
    page: frenchOf("commercial/maintenance-contract-painting"),
    gone: [
      "En répartissant le travail sur l’année, vos immeubles",
      "Portée et calendrier annuels",
      "avec une portée et un calendrier",
    ],
    present: ["Répartir le travail sur l’année permet de garder à vos immeubles"],
  },
  {
    id: "N2-U4, N2-U6",
    page: frenchOf("commercial/exterior-commercial-painting"),
    gone: ["Vous recevez une portée écrite", "convenir de la portée", "pensée pour le gel"],
    present: ["description écrite des travaux"],
  },
  {
    id: "N2-U4, N2-U10",
    page: frenchOf("commercial/industrial-warehouse-painting"),
    gone: ["une portée écrite énumère", "sur ce qui bouge et à quel endroit"],
    present: ["les déplacements de marchandises et de chariots"],
  },
  {
    id: "N2-U4, N2-U11",
    page: frenchOf("commercial/parking-lot-line-painting"),
    gone: ["Une portée écrite et un croquis", "le terrain est tranquille"],
    present: ["le stationnement est peu achalandé"],
  },
  {
    id: "N2-U4",
    page: frenchOf("commercial/condo-apartment-painting"),
    gone: ["Une fois la portée arrêtée"],
    present: [],
  },
  {
    id: "N2-U4, N2-U5, parity 1",
    page: frenchOf("commercial/property-maintenance-painting-commercial"),
    gone: [
      "la portée et le moment",
      "comme les bosses",
      "Produits à faible odeur pour les immeubles occupés",
    ],
    present: ["Travaux discrets et produits à faible odeur"],
  },
  {
    id: "N2-U5, N2-U8",
    page: frenchOf("residential/interior-painting"),
    gone: [
      "les bosses et les fissures fines",
      "avec lesquelles on peut vivre",
      "qui résiste au frottage",
    ],
    present: ["vous pouvez rester chez vous pendant les travaux"],
  },
  {
    id: "N2-U5",
    page: frenchOf("residential/stairs-railings-baseboards"),
    gone: ["bouchons les bosses", "testés pour le plomb"],
    present: [],
  },
  {
    id: "N2-U5, N2-U12",
    page: frenchOf("projects/kanata-office-over-two-weekends"),
    gone: ["les éraflures et les bosses", "reproduite et teintée"],
    present: ["reproduite sur mesure"],
  },
  {
    id: "N2-U7",
    page: frenchOf("commercial/new-construction-painting-commercial"),
    gone: ["avant la production complète", "plafonds ouverts", "une fois fini au niveau"],
    present: ["plafonds à structure apparente"],
  },
  {
    id: "N2-U9, parity 4",
    page: frenchOf("commercial/restaurants-office-retail-painting"),
    gone: [
      "jours de congé habituels",
      "masquons des lignes",
      "Travaux après les heures d’ouverture, la nuit et la fin de semaine",
    ],
    present: ["jours de fermeture habituels", "traçons au ruban"],
  },
  {
    id: "parity 2",
    page: frenchOf("residential/property-maintenance-painting-residential"),
    gone: [],
    present: ["Remise en peinture rapide entre deux locataires"],
  },
  {
    id: "parity 3",
    page: frenchOf("residential/new-construction-painting-residential"),
    gone: [],
    present: ["remis à la livraison pour les retouches futures"],
  },
  {
    id: "N2-T1 (form)",
    page: frenchOf("contact"),
    gone: ["Message / détails du projet"],
    present: ["Votre message (détails du projet)"],
  },
  {
    id: "Québec consumers, acompte",
    page: frenchOf("terms"),
    gone: ["Paiement et dépôts", "versant un dépôt", "tenons informé"],
    present: ["Consommateurs du Québec", "Loi sur la protection du consommateur du Québec"],
  },
  {
    id: "refund-policy date, acompte",
    page: frenchOf("refund"),
    gone: ["Dépôts", "24 novembre 2026", "27 novembre 2026"],
    // Dated the day its text last changed (scripts/checks/check-legal-dates.mjs holds it to that).
    present: ["décembre 2026", "Acomptes"],
  },
  // The review of 2026-11-29: the guides and areas as built (the content test,
  // __tests__/content/french-review.test.ts, reads every French text for the rest).
  {
    id: "N3-W4, N3-U8, N3-U27, N3-U19",
    page: frenchOf("guides/condo-hallway-finishes-and-scheduling"),
    gone: ["Ce que le gestionnaire vous demandera", "Rédigé par", "Estimateur"],
    present: [
      "Ce que le gestionnaire exigera de l’entrepreneur",
      "à titre d’assurée additionnelle",
      "(CSPAAT)",
      "Rédaction",
    ],
  },
  {
    id: "N3-U15, N3-U18, N3-T2",
    page: frenchOf("guides/when-to-paint-outside-in-ottawa"),
    gone: ["les chiffres sont serrés", "1971–2000"],
    present: [`environ 3${NBSP}°C (5${NBSP}°F)`, "1971-2000"],
  },
  {
    id: "N3-U2, N3-U3, N3-U20",
    page: frenchOf("areas/glebe"),
    gone: ["années 1900", "Bon nombre ont encore", "Services réalisés"],
    present: ["du début du XXe siècle", "Nos services dans le secteur"],
  },
  {
    id: "N3-U20, N3-P1",
    page: frenchOf("areas/barrhaven"),
    gone: ["Services réalisés", "la fuite corrigée"],
    present: ["Réparation de cloisons sèches"],
  },
  {
    id: "N3-U22",
    page: frenchOf("guides"),
    gone: ["peindre dehors", "immeubles partagés"],
    present: [],
  },
];

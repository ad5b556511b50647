import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT } from "@/__tests__/support/scratch-content";

// Issue 39: the wording the Québec copy editor's review of 2026-11-27 found wrong or unidiomatic
// is gone from every French text of the content, wherever it shows (pages, the notice bar, the
// error view, the WhatsApp message's campaign line). The built pages are checked too, by the
// browser run (__tests__/e2e/support/french/typography.ts).

const REFUSED: Record<string, (string | RegExp)[]> = {
  "N2-W1": ["la peinture extérieure a la vie dure"],
  "N2-W2": ["En répartissant le travail sur l’année, vos immeubles"],
  "N2-U1": ["nous réservons dès maintenant vos projets", "avec une soumission écrite en 48"],
  "N2-U2": ["Voir la peinture intérieure"],
  "N2-U3": ["Avis des travaux intérieurs d’hiver"],
  "N2-U4": [
    "une portée écrite",
    "convenir de la portée",
    "Portée et calendrier annuels",
    "une portée et un calendrier",
    "la portée arrêtée",
    "la portée et le moment",
  ],
  "N2-U5": ["les bosses", "bouchons les bosses"],
  "N2-U6": ["pendant la courte saison d’Ottawa", "préparée pour les cycles de gel"],
  "N2-U7": ["avant la production complète", "plafonds ouverts", "une fois fini au niveau"],
  "N2-U8": ["avec lesquelles on peut vivre", "résiste au frottage"],
  "N2-U9": ["jours de congé habituels", "masquons des lignes"],
  "N2-U10": ["sur ce qui bouge"],
  "N2-U11": ["le terrain est tranquille"],
  "N2-U12": ["reproduite et teintée"],
  "N2-U13": ["Erreur inattendue de l’application"],
  "N2-T1": ["Message / détails du projet", "Téléphone / WhatsApp"],
  "parity 1-4": [
    "Produits à faible odeur pour les immeubles occupés",
    "  - Remise en peinture entre deux locataires\n",
    "remis à la livraison\n",
    "après les heures d’ouverture, la nuit et la fin de semaine",
  ],
  "latent, optional": ["visite finale ensemble", "pour le plomb", "Nous vous tenons informé"],
  // A deposit on a job is an «acompte»; a refundable security sum is a «dépôt de garantie».
  acompte: [/dépôts?(?!s? de garantie)/],
};

function frenchTexts(dir: string): { file: string; text: string }[] {
  return (
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((name) => name.split(path.sep).join("/"))
      .filter((name) => !name.startsWith("shared/") && /\.(?:fr\.md|yml)$/.test(name))
      .flatMap((file) => {
        const text = readFileSync(path.join(dir, file), "utf8");
        if (file.endsWith(".fr.md")) return [{ file, text }];
        // A two-language YAML file: its French half, from "fr:" on.
        const french = text.search(/^fr:$/m);
        return french !== -1 ? [{ file, text: text.slice(french) }] : [];
      })
      // As a reader sees it: no-break spaces are spaces.
      .map(({ file, text }) => ({ file, text: text.replace(/[\u00a0\u202f]/g, " ") }))
  );
}

describe("the French review of 2026-11-27", () => {
  const texts = frenchTexts(CONTENT);

  it("reads every French text of the content", () => {
    expect(texts.map((item) => item.file)).toEqual(
      expect.arrayContaining([
        "notices/winter-interiors.yml",
        "campaigns.yml",
        "fixed-wording.yml",
        "services/residential/exterior-painting.fr.md",
      ]),
    );
  });

  it.each(Object.entries(REFUSED))("%s: its wrong wording is gone", (_id, wrong) => {
    const found = texts.flatMap(({ file, text }) =>
      wrong
        .filter((words) => (typeof words === "string" ? text.includes(words) : words.test(text)))
        .map((words) => `${file}: ${String(words)}`),
    );
    expect(found).toEqual([]);
  });
});

// Issue 47: the review of 2026-11-29 (french-2026-11-29.md), each finding's wrong wording as the
// review quoted it. The points left to the stand-ins issue (N3-W1 to W3, W6, W7) are not here;
// U27 is checked below.
const REFUSED_2026_11_29: Record<string, string[]> = {
  "N2-U12 (rest)": ["teinté pour reproduire"],
  "N3-U21": ["sauf si la loi en décide autrement"],
  "N3-W4": ["Ce que le gestionnaire vous demandera"],
  "N3-W5": ["Une fois les travaux arrêtés"],
  "N3-U1": [
    "les équipes, le matériel et les échéanciers",
    "acheter le matériel de votre projet",
    "commander le matériel de votre projet",
  ],
  "N3-U2": ["années 1900", "avec plâtre réparé, plomb vérifié"],
  "N3-U3": ["Bon nombre ont encore"],
  "N3-U4": ["gestionnaires et conseils pour", "résidents gardent l’accès.", "en COV comptent"],
  "N3-U5": ["la fuite corrigée"],
  "N3-U6": ["on ne la retrouve plus"],
  "N3-U7": ["un anneau de vieille peinture", "dans cet anneau"],
  "N3-U8": ["qui désigne souvent l’association"],
  "N3-U9": ["restent des outils"],
  "N3-U10": ["; et selon la Charte"],
  "N3-U11": ["Les aires communes se prêtent"],
  "N3-U12": ["Perturber cette peinture"],
  "N3-U13": ["fait monter ou baisser une soumission"],
  "N3-U14": ["l’autorisation de l’immeuble"],
  "N3-U15": ["les chiffres sont serrés"],
  "N3-U16": ["la saison se remplisse"],
  "N3-U17": ["nuits douces devant eux"],
  "N3-U18": ["5 °F (environ 3 °C)"],
  "N3-U19": ["Rédigé par", "Estimateur"],
  "N3-U20": ["Services réalisés"],
  "N3-U22": ["peindre dehors", "immeubles partagés"],
  "N3-U23": ["Appelez ou écrivez"],
  "N3-U24": ["d’office à faible odeur", "peintures standard"],
  "N3-U25": ["couches du fond"],
  "N3-U26": ["barricad"],
  "N3-T2": ["1971–2000"],
  "N3-T3": ["Santé Canada conseille de :"],
  "N3-T4": ["inattendue s’est produite."],
};

describe("the French review of 2026-11-29", () => {
  const texts = frenchTexts(CONTENT);

  it.each(Object.entries(REFUSED_2026_11_29))("%s: its wrong wording is gone", (_id, wrong) => {
    const found = texts.flatMap(({ file, text }) =>
      wrong.filter((words) => text.includes(words)).map((words) => `${file}: ${words}`),
    );
    expect(found).toEqual([]);
  });

  it("N3-U27: each guide spells out CSPAAT and COV where it first uses them", () => {
    for (const { file, text } of texts.filter((item) => item.file.startsWith("guides/"))) {
      for (const [acronym, words] of [
        ["CSPAAT", "Commission de la sécurité professionnelle"],
        ["COV", "composés organiques volatils"],
      ] as const) {
        const first = text.search(new RegExp(`\\b${acronym}\\b`));
        if (first === -1) continue;
        expect(`${file}: ${text.slice(Math.max(0, first - 120), first)}`).toContain(words);
      }
    }
  });
});

// Issue 55: the review of 2026-12-06 (french-2026-12-06.md), each finding's wrong wording as the
// review quoted it (as a reader sees it: no-break spaces are spaces).
const REFUSED_2026_12_06: Record<string, string[]> = {
  "N4-W1": ["voyez « Consommateurs du Québec » ci-dessous, qui s’applique"],
  "N4-W2": ["à 10 % près", "ni d’une estimation ni d’une soumission"],
  "N4-W3": ["Prix habituel, avant taxes"],
  "N4-W4": ["Nous ne publions pas de prix"],
  "N4-W6": ["pendant 2 ans après la fin des travaux"],
  "N4-W7": ["sont provisoires", "que le propriétaire n’a pas encore confirmés"],
  "N4-W8": ["élimination de la peinture"],
  "N4-W10": ["sauf ce qui est prévu ci-dessous pour les consommateurs du Québec"],
  "N4-W11": ["insurance: l’assureur"],
  "N4-U1": ["Combien ça coûte", "Voyez les fourchettes"],
  "N4-U2": ["indiquez sa taille", "avec les taxes de vente en sus"],
  "N4-U3": ["Frais minimums", "frais minimums"],
  "N4-U4": ["les frais que comporte chacun de ses chantiers"],
  "N4-U5": ["Surface de mur", "Surface de plancher", "selon la surface de"],
  "N4-U6": ["Nombre de chantiers"],
  "N4-U7": ["Déplacement du côté québécois"],
  "N4-U8": ["moulures à planches et lattes"],
  "N4-U9": ["les cautions ou frais exigés par l’immeuble"],
  "N4-U10": ["soumis séparément"],
  "N4-U11": ["lavable, planifiées selon", "l’affichage"],
  "N4-U12": ["à l’horaire de l’entrepreneur général"],
  "N4-U13": ["décapage au jet"],
  "N4-U14": ["signalisation et traçage des lignes"],
  "N4-U15": ["Tarifs révisés"],
  "N4-U16": ["Ajouté à votre demande"],
  "N4-U17": ["Retirer {service}"],
  "N4-U19": ["aucune garantie que vous accorde la loi, comme celles"],
  "N4-U20": ["l’attestation de la CSPAAT"],
  "N4-U21": ["le lieu que vous indiquez restent sur la page", "Ce n’est pas un témoin"],
  "N4-U22": ["questions fréquentes et pages juridiques"],
  "N4-U23": ["comme la TVH en Ontario, s’ajoutent"],
  "N4-U24": ["TVQ ligne par ligne"],
  "N4-T1": ["includes: Comprend", "excludes: Ne comprend pas"],
  "N4-T3": ["{range} avant taxes, {total} avec taxes"],
  "N4-T4": ["author: Rédaction\n"],
  "N4-P1": ["cernes d’eau au plafond, sans trace"],
};

describe("the French review of 2026-12-06", () => {
  const texts = frenchTexts(CONTENT);

  it.each(Object.entries(REFUSED_2026_12_06))("%s: its wrong wording is gone", (_id, wrong) => {
    const found = texts.flatMap(({ file, text }) =>
      wrong.filter((words) => text.includes(words)).map((words) => `${file}: ${words}`),
    );
    expect(found).toEqual([]);
  });
});

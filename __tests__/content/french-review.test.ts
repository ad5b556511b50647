import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT } from "@/__tests__/support/scratch-content";

// Issue 39: the wording the Québec copy editor's review of 2026-11-27 found wrong or unidiomatic
// is gone from every French text of the content, wherever it shows (pages, the notice bar, the
// error view, the WhatsApp message's campaign line). The built pages are checked too, by the
// browser run (__tests__/e2e/support/french/typography.ts).

const REFUSED: Record<string, string[]> = {
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
  acompte: ["dépôt"],
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
      wrong.filter((words) => text.includes(words)).map((words) => `${file}: ${words}`),
    );
    expect(found).toEqual([]);
  });
});

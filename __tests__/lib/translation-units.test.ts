import { sentencesOf, unitDifferences } from "@/lib/translation/units";

// Each French paragraph, item and field against its English twin (lib/translation/units.ts).

describe("sentencesOf", () => {
  it.each([
    ["One sentence without its period", 1],
    ["Northbrush Painting Co. is our contractor. Call us.", 2],
    ["1200, boul. St-Laurent, Ottawa. Lun. au sam., de 9 h à 18 h. Écrivez-nous.", 3],
    ["Nous ouvrons à 9\u00a0h. Vous hésitez\u202f? Appelez-nous\u202f!", 3],
    ["Open 9 a.m. to 6 p.m. every weekday. Closed Sunday.", 2],
    ["Peintures à faible odeur, p. ex. les finis mats. « Oui. » Fin.", 3],
    ["Placeholders count: {{legal.claimDays}} days. {name} agrees.", 2],
    ["", 0],
  ])("%j has %i", (text, count) => {
    expect(sentencesOf(text)).toBe(count);
  });
});

describe("unitDifferences", () => {
  const english = "Quick repaints between tenants for landlords";

  it("accepts a faithful French, a split into two sentences, and leaves labels alone", () => {
    expect(
      unitDifferences("x", english, "Remise en peinture rapide entre deux locataires"),
    ).toEqual([]);
    expect(
      unitDifferences(
        "x",
        "We visit and measure, then we send a written quote the same week.",
        "Nous visitons et mesurons. Nous envoyons ensuite une soumission écrite la même semaine.",
      ),
    ).toEqual([]);
    expect(unitDifferences("x", "Contact Information", "Coordonnées")).toEqual([]);
  });

  it("names a French cut short, with its ratio and the bound for its length", () => {
    expect(unitDifferences("features[2]", english, "Remise en peinture")).toEqual([
      "features[2]: French is shorter than its English, 41 % of its length (at least 68 % for 4+ English words; English: “Quick repaints between tenants for landlords”)",
    ]);
  });

  it("names a French that merges sentences, or adds two or more", () => {
    const two = "We sand the trim. Then we paint it.";
    expect(
      unitDifferences("x", two, "Nous poncions les boiseries, puis nous les peignons."),
    ).toEqual([
      expect.stringMatching(/^x: French has fewer sentences \(2 in English, 1 in French;/),
    ]);
    expect(
      unitDifferences(
        "x",
        two,
        "Nous poncions les boiseries. Nous les peignons. Nous nettoyons. Nous partons.",
      ),
    ).toEqual([expect.stringMatching(/^x: French adds sentences \(2 in English, 4 in French;/)]);
  });

  it("names a French far longer than its English", () => {
    expect(
      unitDifferences(
        "x",
        "Walls, ceilings, trim and doors",
        "Murs, plafonds, boiseries et portes, ainsi que les fenêtres, les rampes, les galeries et les clôtures",
      ),
    ).toEqual([
      expect.stringMatching(
        /^x: French is longer than its English, \d+ % of its length \(at most 245 %/,
      ),
    ]);
  });
});

import { getLegalDocument } from "@/lib/content";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\r\n]+/g, " ");

// Issue 9: the French legal pages state every fixed figure (docs/decisions/0002), in French
// typography (a non-breaking space before %), from the same shared figures as the English ones.
describe("the French legal pages", () => {
  const refund = text(getLegalDocument("refund-policy", "fr").html);
  const terms = text(getLegalDocument("terms-and-conditions", "fr").html);

  it.each([
    "Au moins 7 jours ouvrables avant la date de début",
    // U29 of the Québec review: the window said the way French says it, figures unchanged.
    "Moins de 7 jours ouvrables, mais plus de 3 jours ouvrables, avant la date de début",
    "15\u00a0% du prix soumis",
    "3 jours ouvrables ou moins avant la date de début",
    "25\u00a0%",
    "dans les 48 heures",
    "dans les 3 jours ouvrables suivant la fin des travaux",
    "dans les 2 jours ouvrables",
    "dans les 7 jours ouvrables",
    "ne sont généralement pas remboursables",
  ])("the refund policy says « %s »", (phrase) => {
    expect(refund).toContain(phrase);
  });

  it("the terms give the quote's validity, the concern deadline and Ontario law", () => {
    expect(terms).toMatch(/valide pendant\s+30\s+jours/);
    expect(terms).toContain("48 heures");
    expect(terms).toContain("province de l’Ontario");
  });
});

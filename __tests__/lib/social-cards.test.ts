import { getSite } from "@/lib/content";
import { PAGE_TYPES } from "@/app/_pages";
import { keepShortWordsTogether, socialCards } from "@/lib/page-meta";

// What each page's social card says: the wordmark of its own language, and French short words
// kept with the next word so no line ends on "à".

describe("social cards", () => {
  const cards = socialCards(["en", "fr"], PAGE_TYPES);

  it("carry the wordmark of their own language", () => {
    const french = cards.filter((card) => card.locale === "fr");
    const english = cards.filter((card) => card.locale === "en");
    expect(french.length).toBeGreaterThan(20);
    const fr = getSite("fr");
    const en = getSite("en");
    for (const card of french) expect(card.siteName).toBe(`${fr.shortName} ${fr.logoSubtitle}`);
    for (const card of english) expect(card.siteName).toBe(`${en.shortName} ${en.logoSubtitle}`);
    expect(fr.logoSubtitle).not.toBe(en.logoSubtitle);
  });

  it("keep a French short word with the next one", () => {
    expect(keepShortWordsTogether("Peinture intérieure à Ottawa", "fr")).toBe(
      "Peinture intérieure à\u00a0Ottawa",
    );
    expect(keepShortWordsTogether("Murs de la cuisine", "fr")).toBe("Murs de\u00a0la\u00a0cuisine");
    expect(keepShortWordsTogether("Painting in Ottawa", "en")).toBe("Painting in Ottawa");
    const french = cards.filter((card) => card.locale === "fr");
    expect(french.some((card) => card.title.includes("à\u00a0Ottawa"))).toBe(true);
    expect(french.every((card) => !/\sà\s/.test(card.title.replace(/\u00a0/g, "_")))).toBe(true);
  });
});

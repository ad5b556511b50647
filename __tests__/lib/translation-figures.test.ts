import { figuresOf } from "@/lib/translation/figures";

// Figures compare across English and French typography (OQLF: `1 200 $`, `9 h`, `15 %`).

const keys = (text: string) => figuresOf(text).map((figure) => figure.key);

describe("figuresOf", () => {
  it.each([
    ["an amount", "From $1,200 a room.", "À partir de 1 200 $ la pièce."],
    ["a decimal", "About 1.5 coats.", "Environ 1,5 couche."],
    ["a percentage", "A fee of 15% applies.", "Des frais de 15 % s’appliquent."],
    ["hours", "Open 9 a.m. to 6:30 PM.", "Ouvert de 9 h à 18 h 30."],
    ["a phone number", "Call (613) 555-0143.", "Appelez au 613 555-0143."],
    ["a date", "Since September 22, 2024.", "Depuis le 22 septembre 2024."],
    ["a duration", "Within 30 days.", "Dans les 30 jours."],
    ["a century", "Early-1900s houses.", "Des maisons du début du XXe siècle."],
    ["a decade", "A 1920s house.", "Une maison des années 1920."],
    ["a constant", "Within {{legal.claimDays}} days.", "Dans les {{ legal.claimDays }} jours."],
  ])("reads %s the same in both languages", (_what, english, french) => {
    expect(keys(english).length).toBeGreaterThan(0);
    expect(keys(french).sort()).toEqual(keys(english).sort());
  });

  it("tells figures apart", () => {
    expect(keys("From $1,200.")).not.toEqual(keys("À partir de 1 300 $."));
    expect(keys("Open at 9 a.m.")).not.toEqual(keys("Ouvert à 9 h 30."));
    expect(keys("In May")).not.toEqual(keys("En juin"));
    // « Les années 1900 » is the decade 1900–1909, a calque of "the 1900s" (the century).
    expect(keys("The 1900s.")).not.toEqual(keys("Les années 1900."));
    expect(keys("The 1800s.")).not.toEqual(keys("Le XXe siècle."));
  });

  it("reads no figure in an interface variable or a number in words", () => {
    expect(figuresOf("Rated {rating} out of five, two coats")).toEqual([]);
  });

  it("keeps how the text wrote each figure, for the message", () => {
    expect(figuresOf("Call 613 555-0143 before 6 PM.").map((figure) => figure.shown)).toEqual([
      "613 555-0143",
      "6 PM",
    ]);
  });
});

import { frenchTypography, NBSP, NNBSP, typeset } from "@/lib/locale/french-typography";
import { firstParagraphText, renderMarkdown } from "@/lib/content/markdown";

// Editors type ordinary spaces (or none); the site shows OQLF's no-break spaces.
const shown = (text: string) => text.replaceAll(NBSP, "⍽").replaceAll(NNBSP, "·");

describe("frenchTypography", () => {
  it.each([
    ["a colon after an ordinary space", "Courriel : nous", "Courriel⍽: nous"],
    ["a colon with no space", "Dimanche: Fermé", "Dimanche⍽: Fermé"],
    ["a colon ending the text", "Dernière mise à jour :", "Dernière mise à jour⍽:"],
    ["a colon after a narrow space", `Note${NNBSP}: oui`, "Note⍽: oui"],
    ["a semicolon", "ponçage; le résultat", "ponçage·; le résultat"],
    ["a question mark", "Prêt à commencer ?", "Prêt à commencer·?"],
    ["an exclamation mark with no space", "Formulaire envoyé!", "Formulaire envoyé·!"],
    ["marks in a row, spaced once", "Vraiment?!", "Vraiment·?!"],
    ["guillemets", "« {field} » est requis", "«⍽{field}⍽» est requis"],
    ["guillemets with no space", "«Soumission»", "«⍽Soumission⍽»"],
    ["a percentage", "{before} % avant, 25 %", "{before}⍽% avant, 25⍽%"],
    ["hours", "de 9 h à 18 h, ou 9 h 30", "de 9⍽h à 18⍽h, ou 9⍽h⍽30"],
    ["degrees Celsius and Fahrenheit", "10 °C (50 °F), 2°C", "10⍽°C (50⍽°F), 2⍽°C"],
    [
      "minutes, a placeholder's too",
      "30 min ; Lecture : {minutes} min",
      "30⍽min·; Lecture⍽: {minutes}⍽min",
    ],
    ["a percentage typed without a space", "50% d’humidité", "50⍽% d’humidité"],
    ["an amount's thousands", "1 200 $ et 5 000 000 $", "1⍽200⍽$ et 5⍽000⍽000⍽$"],
    ["a number's thousands, decimals kept", "3 500 pi² ou 1 200,50", "3⍽500⍽pi² ou 1⍽200,50"],
    [
      "feet and inches, a placeholder's too",
      "{n} pi² de mur, 12 pi sur 6 po",
      "{n}⍽pi² de mur, 12⍽pi sur 6⍽po",
    ],
  ])("spaces %s", (_name, typed, expected) => {
    expect(shown(frenchTypography(typed))).toBe(expected);
  });

  it.each([
    ["a URL", "https://www.example.com/fr/?page=2"],
    ["a time written with a colon", "10:30"],
    ["an e-mail address", "mailto:hello@example.com"],
    ["a word starting with h after a number", "2 heures"],
    ["a mark opening the text", ": suite"],
    ["a word starting with min after a number", "5 minutes, 2 mines"],
    ["feet and inches written as words", "12 pieds, 6 pouces, 3 pommes"],
    ["a degree of angle", "un angle de 45°"],
    ["a year beside a number", "en 2026 300 maisons"],
    ["a span of years", "1971-2000"],
  ])("leaves %s alone", (_name, text) => {
    expect(frenchTypography(text)).toBe(text);
  });

  it("gives the same result when applied twice", () => {
    const once = frenchTypography("Quoi ? « Oui » : 9 h; 15 %! 20 °C, 30 min, 1 200 $");
    expect(frenchTypography(once)).toBe(once);
  });
});

describe("typeset", () => {
  it("typesets every string of French content, nested objects and lists included", () => {
    const content = { a: "Heures :", list: ["Oui !", { b: "« x »" }], n: 3, flag: true };
    expect(typeset(content, "fr")).toEqual({
      a: `Heures${NBSP}:`,
      list: [`Oui${NNBSP}!`, { b: `«${NBSP}x${NBSP}»` }],
      n: 3,
      flag: true,
    });
  });

  it("leaves English as it is", () => {
    const content = { a: "Hours: 9 AM!" };
    expect(typeset(content, "en")).toBe(content);
  });
});

describe("French Markdown", () => {
  const render = (source: string) =>
    renderMarkdown(source, { file: "fr/test.md", topHeading: 3, locale: "fr" });

  it("typesets text nodes, across emphasis and links", () => {
    const html = render("**Téléphone :** 613; [écrivez-nous](/fr/contact/) ! « *Bonjour* »");
    expect(shown(html)).toBe(
      '<p><strong>Téléphone⍽:</strong> 613·; <a href="/fr/contact/">écrivez-nous</a>·! «⍽<em>Bonjour</em>⍽»</p>',
    );
  });

  it("joins a mark that starts an emphasis to the word before it", () => {
    expect(shown(render("Le mot *: suite* et *fin*?"))).toBe(
      "<p>Le mot<em>⍽: suite</em> et <em>fin</em>·?</p>",
    );
  });

  it("does not join text across paragraphs or list items", () => {
    expect(shown(render("- un\n- : deux"))).toBe("<ul>\n<li>un</li>\n<li>: deux</li>\n</ul>");
  });

  it("leaves link targets and English text as they are", () => {
    expect(render("[lien](https://example.com/a?b=c) : oui")).toContain(
      'href="https://example.com/a?b=c"',
    );
    expect(
      renderMarkdown("Hours: 9 AM!", { file: "en/test.md", topHeading: 3, locale: "en" }),
    ).toBe("<p>Hours: 9 AM!</p>");
  });

  it("typesets a service's summary taken from its first paragraph", () => {
    expect(shown(firstParagraphText("Nos *services* : peinture; ponçage.", "fr"))).toBe(
      "Nos services⍽: peinture·; ponçage.",
    );
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  editYaml,
  loadContent,
  removeScratch,
  scratchCopy,
} from "@/__tests__/support/scratch-content";

/*
 * A fact is said once (French review of 2026-12-06, N4-W4 and N4-W6): the FAQ and the guides
 * fill the terms' placeholders, so the warranty and the notice periods follow the one value;
 * no page says prices are not published, or that an estimate binds "within 10 %".
 */

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the FAQ and the guides follow the business file and the constants", () => {
  let dir: string;
  beforeAll(() => {
    dir = scratchCopy();
    editYaml(dir, "shared/business.yml", (doc) => doc.setIn(["credentials", "warrantyYears"], 7));
    editYaml(dir, "shared/constants.yml", (doc) =>
      doc.setIn(["legal", "freeCancellationNoticeDays"], 11),
    );
  });
  afterAll(() => removeScratch(dir));

  it("says the warranty's length from warrantyYears, in both languages", () => {
    const content = loadContent(dir);
    const warranty = (locale: "en" | "fr") =>
      content
        .getQuestions("general", locale)
        .map((item) => text(item.answerHtml))
        .find((answer) => /peeling|pelage/.test(answer))!;
    expect(warranty("en")).toContain("for 7 years after completion");
    expect(warranty("fr")).toMatch(/pendant 7\s?ans après la fin des travaux/);
    // The structured data's plain words too.
    const plain = content
      .getQuestions("general", "en")
      .find((item) => /peeling/.test(item.answerText))!.answerText;
    expect(plain).toContain("for 7 years after completion");
  });

  it("says the cancellation notice from the constants, in the FAQ and the quote guide", () => {
    const content = loadContent(dir);
    for (const locale of ["en", "fr"] as const) {
      const faq = content.getQuestions("general", locale).map((item) => text(item.answerHtml));
      expect(faq.join(" ")).toMatch(/11 (business days|jours ouvrables)/);
      const guide = content.getGuide("what-a-painting-quote-covers", locale)!;
      expect(text(guide.html)).toMatch(/11 (business days|jours ouvrables)/);
    }
  });
});

describe("words that would promise what the site does not", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : /\.(md|yml)$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );

  it.each([
    /We do not publish prices/i,
    /Nous ne publions pas de prix/i,
    /within 10\s?%/i,
    /à 10\s?% près/i,
  ])("no content file says %s", (pattern) => {
    const found = files(path.join(process.cwd(), "content")).filter((file) =>
      pattern.test(readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});

// The page `npm run dev` shows while the content has a problem (scripts/dev/proxy.mjs serves
// it in place of every page): read as the team reads it, by its headings and list items.
import { within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { contentProblemPage, formLabeller } from "../../scripts/dev/content-problem-page.mjs";

/** The loader's own wording for two bad files (lib/store/files.ts, ContentError). */
const MESSAGE = [
  "Invalid content in 2 files (every problem below must be fixed):",
  "Invalid content in content/questions/general.yml:",
  "  - fr.items[1].answer (line 31): the link to /fr/tarifs/ leads to no page of the site: open the page you mean on the site and copy its address from the browser's address bar, e.g. /fr/contact/",
  "Invalid content in content/guides/condo-hallway.en.md:",
  "  - title (line 2): must not be empty (this field is required)",
  '  - summary: "<b>bold</b>" is too short',
].join("\n");

function show(message: string, label?: (file: string, at: string) => string | undefined) {
  document.documentElement.innerHTML = contentProblemPage(message, label)
    .replace(/^<!doctype html>\s*<html lang="en">/, "")
    .replace(/<\/html>\s*$/, "");
  return within(document.body);
}

describe("the dev server's content problem page", () => {
  it("names each file as a heading and each field with its problem below it", () => {
    const page = show(MESSAGE);
    expect(page.getByRole("heading", { level: 1 })).toHaveTextContent("The content has a problem");
    expect(page.getByText(/2 files have problems/)).toBeInTheDocument();
    const faq = page.getByRole("heading", { level: 2, name: "content/questions/general.yml" });
    const answers = within(faq.nextElementSibling as HTMLElement).getAllByRole("listitem");
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent(
      /^fr\.items\[1\]\.answer \(line 31\): the link to \/fr\/tarifs\/ leads to no page/,
    );
    expect(within(answers[0]!).getByText("fr.items[1].answer").tagName).toBe("STRONG");
    const guide = page.getByRole("heading", {
      level: 2,
      name: "content/guides/condo-hallway.en.md",
    });
    const fields = within(guide.nextElementSibling as HTMLElement).getAllByRole("listitem");
    expect(fields.map((item) => item.textContent)).toEqual([
      "title (line 2): must not be empty (this field is required)",
      'summary: "<b>bold</b>" is too short',
    ]);
  });

  it("shows the content's words as text, never as markup", () => {
    show(MESSAGE);
    expect(document.querySelector("b")).toBeNull();
  });

  it("shows a message it cannot split by file whole", () => {
    const page = show("Something else went wrong\nat line 3");
    expect(page.getByText(/Something else went wrong/)).toBeInTheDocument();
    expect(page.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
  });

  it("names each field as the CMS's form labels it, never by its path in the file", () => {
    const config = parse(
      readFileSync(path.join(__dirname, "..", "..", "public", "admin", "config.yml"), "utf8"),
    );
    const page = show(
      [
        "Invalid content in 2 files (every problem below must be fixed):",
        "Invalid content in content/questions/general.yml:",
        "  - fr.items[1].answer (line 31): must not be empty",
        "  - Questions: 9 in French, 10 in English: the languages ask the same questions, in the same order",
        "Invalid content in content/shared/testimonial-ratings.yml:",
        '  - [1] (id "westboro").rating (line 9): Too big',
      ].join("\n"),
      formLabeller(config),
    );
    const items = page.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^French › Questions › 2 › Answer.* \(line 31\): must not be empty$/),
      "Questions: 9 in French, 10 in English: the languages ask the same questions, in the same order",
      "Testimonials (exactly 8) › 2 › Stars (0 to 5) (line 9): Too big",
    ]);
    expect(document.body.textContent).not.toMatch(/fr\.items|\.rating/);
  });
});

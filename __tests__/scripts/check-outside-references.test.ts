import { findOutsideReferences } from "@/scripts/checks/check-outside-references.mjs";

// `npm run lint` fails on a comment or document that cites a file a clone does not have
// (scripts/checks/check-outside-references.mjs); decisions are cited from docs/decisions/ instead.

describe("citations of files outside the repository", () => {
  it("finds the outside files by name, wherever they are said to be", () => {
    const text = [
      "// The quote form (see design.md).",
      "/* Wording from ../shared/spec.md */",
      "# style.md asks for kebab-case",
      "Pick a photo from photos.md.",
      "- reviewed in shared/reviews/home.md",
    ].join("\n");
    expect(findOutsideReferences(text).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5]);
  });

  it("finds a numbered section of one, with or without its file name", () => {
    const text = [
      "/** Two numbers (spec §9): office and WhatsApp. */",
      "// Nothing typed leaves (design §5).",
      "// The hosts (design.md §3).",
      "// As the specification, section 2, says.",
    ].join("\n");
    expect(findOutsideReferences(text)).toEqual([
      { line: 1, text: "/** Two numbers (spec §9): office and WhatsApp. */" },
      { line: 2, text: "// Nothing typed leaves (design §5)." },
      { line: 3, text: "// The hosts (design.md §3)." },
      { line: 4, text: "// As the specification, section 2, says." },
    ]);
  });

  it("lets decision records, Playwright specs and the legal pages' own sections through", () => {
    const text = [
      "/** Two numbers (docs/decisions/0001): office and WhatsApp. */",
      "// Run by __tests__/e2e/spec-strings.spec.ts and docs/performance.md.",
      "See § 4 of these terms; the design of the form follows the spec's wording.",
    ].join("\n");
    expect(findOutsideReferences(text)).toEqual([]);
  });
});

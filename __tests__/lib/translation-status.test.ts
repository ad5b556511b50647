import { execFileSync } from "node:child_process";
import {
  CONTENT,
  readText,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";
import { translationStatus } from "@/lib/translation-status";

// The translation status on a scratch copy of content/ with a Git history of its own.

const DRYWALL = "services/residential/drywall-repair";

function git(dir: string, ...args: string[]) {
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd: dir,
    stdio: "ignore",
  });
}

function commitAll(dir: string, message: string) {
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "--no-gpg-sign", "-m", message);
}

/** Replaces the first paragraph of a Markdown body that starts with `start`. */
function rewriteParagraph(dir: string, file: string, start: string, text: string) {
  const source = readText(dir, file);
  const from = source.indexOf(`\n${start}`);
  expect(from).toBeGreaterThan(0);
  const to = source.indexOf("\n\n", from + 1);
  writeText(dir, file, `${source.slice(0, from + 1)}${text}${to === -1 ? "\n" : source.slice(to)}`);
}

const firstWords = (dir: string, file: string) =>
  readText(dir, file)
    .split(/\n---\n/)[1]!
    .trim()
    .split(" ")
    .slice(0, 3)
    .join(" ");

describe("translation status", () => {
  let dir: string;

  beforeEach(() => {
    dir = scratchCopy();
    git(dir, "init", "--quiet");
    commitAll(dir, "Content as on main");
  });
  afterEach(() => removeScratch(dir));

  it("lists no French entry behind English on main", () => {
    const status = translationStatus(CONTENT);
    expect(status.checked).toBeGreaterThan(30);
    expect(status.outdated).toEqual([]);
  });

  it("lists a page whose English paragraph changed, with the new words, until its French changes", () => {
    const english = `${DRYWALL}.en.md`;
    const added = "Every patch is primed twice before the finish coat, so no repair shows through.";
    rewriteParagraph(dir, english, firstWords(dir, english), added);

    // An uncommitted edit already counts, so an editor sees it before committing.
    expect(translationStatus(dir).outdated).toEqual([
      expect.objectContaining({ entry: DRYWALL, since: "uncommitted" }),
    ]);

    commitAll(dir, "Drywall repair: English paragraph rewritten");
    const [listed, ...others] = translationStatus(dir).outdated;
    expect(others).toEqual([]);
    expect(listed!.entry).toBe(DRYWALL);
    expect(listed!.since).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(listed!.changes).toContain(`text added or changed: “${added}”`);
    expect(listed!.changes.some((line) => line.startsWith("text removed: "))).toBe(true);

    const french = `${DRYWALL}.fr.md`;
    const nouveau = "Chaque réparation reçoit deux couches d’apprêt avant la finition.";
    rewriteParagraph(dir, french, firstWords(dir, french), nouveau);
    commitAll(dir, "Réparation de cloisons sèches : paragraphe traduit");
    expect(translationStatus(dir).outdated).toEqual([]);
  });

  it("does not list an entry whose English and French changed in the same commit", () => {
    const file = "pages/about.yml";
    const source = readText(dir, file);
    writeText(
      dir,
      file,
      source
        .replace(/^(en:\n(?:.*\n)*?  heading: ).*$/m, "$1About Northbrush")
        .replace(/^(fr:\n(?:.*\n)*?  heading: ).*$/m, "$1À propos de Northbrush"),
    );
    commitAll(dir, "About: both headings");
    expect(translationStatus(dir).outdated).toEqual([]);
  });

  it("names the field of a YAML entry whose English changed", () => {
    const file = "pages/about.yml";
    writeText(
      dir,
      file,
      readText(dir, file).replace(/^(en:\n(?:.*\n)*?  heading: ).*$/m, "$1About Northbrush"),
    );
    commitAll(dir, "About: English heading");
    expect(translationStatus(dir).outdated).toEqual([
      expect.objectContaining({
        entry: file,
        changes: ["heading: changed to “About Northbrush”"],
      }),
    ]);
  });

  it("lists a French text that lacks a section of its English, unless the difference is declared", () => {
    const french = `${DRYWALL}.fr.md`;
    const source = readText(dir, french);
    writeText(dir, french, source.replace(/\n### [^\n]*\n/, "\n"));
    commitAll(dir, "A French heading lost");
    expect(translationStatus(dir).outdated).toEqual([
      expect.objectContaining({
        entry: DRYWALL,
        changes: [expect.stringMatching(/^shape: \d+ level-3 headings in English, \d+ in French$/)],
      }),
    ]);

    writeText(
      dir,
      french,
      readText(dir, french).replace(
        /^---\n/,
        "---\ntranslationNote: Le paragraphe sur le plâtre suffit en français.\n",
      ),
    );
    commitAll(dir, "Declared");
    expect(translationStatus(dir).outdated).toEqual([]);
  });
});

import { execFileSync } from "node:child_process";
import {
  CONTENT,
  editText,
  editYaml,
  readText,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";
import { router } from "@/lib/content";
import { linkTargets } from "@/lib/translation/parity";
import { translationStatus } from "@/lib/translation/status";
import type * as SiteStatus from "@/lib/translation/site-status";

// The translation status on a scratch copy of content/ with a Git history of its own.

const DRYWALL = "services/residential/drywall-repair";
const ABOUT = "pages/about.yml";

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

const setIn = (dir: string, file: string, at: (string | number)[], value: string) =>
  editYaml(dir, file, (doc) => doc.setIn(at, value));

const target = linkTargets(router);

describe("translation status", () => {
  let dir: string;

  beforeEach(() => {
    dir = scratchCopy();
    git(dir, "init", "--quiet");
    commitAll(dir, "Content as on main");
  });
  afterEach(() => removeScratch(dir));

  it("reads the repository's own content and history", () => {
    const status = translationStatus(CONTENT, target);
    expect(status.checked).toBeGreaterThan(30);
    expect(status.history).toBe(true);
  });

  it("lists a page whose English paragraph changed, with the new words, until its French changes", () => {
    const english = `${DRYWALL}.en.md`;
    const added = "Every patch is primed twice before the finish coat, so no repair shows through.";
    rewriteParagraph(dir, english, firstWords(dir, english), added);

    // An uncommitted edit already counts, so an editor of the local CMS sees it at once.
    const [uncommitted] = translationStatus(dir, target).outdated;
    expect(uncommitted).toEqual(
      expect.objectContaining({
        entry: DRYWALL,
        label: "Residential service › Drywall Repair",
        fields: [
          expect.objectContaining({
            field: "text",
            label: "Long description (empty for the default)",
            since: "uncommitted",
          }),
        ],
      }),
    );

    commitAll(dir, "Drywall repair: English paragraph rewritten");
    const [listed, ...others] = translationStatus(dir, target).outdated;
    expect(others).toEqual([]);
    const [field] = listed!.fields;
    expect(field!.since).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(field!.changes).toContain(`added or changed: “${added}”`);
    expect(field!.changes.some((line) => line.startsWith("removed: "))).toBe(true);

    const french = `${DRYWALL}.fr.md`;
    const nouveau = "Chaque réparation reçoit deux couches d’apprêt avant la finition.";
    rewriteParagraph(dir, french, firstWords(dir, french), nouveau);
    commitAll(dir, "Réparation de cloisons sèches : paragraphe traduit");
    expect(translationStatus(dir, target).outdated).toEqual([]);
  });

  it("does not list a field whose English and French changed in the same commit", () => {
    setIn(dir, ABOUT, ["en", "heading"], "About Northbrush");
    setIn(dir, ABOUT, ["fr", "heading"], "À propos de Northbrush");
    commitAll(dir, "About: both headings");
    expect(translationStatus(dir, target).outdated).toEqual([]);
  });

  it("lists an English field saved with a French change of another field of the entry", () => {
    setIn(dir, ABOUT, ["en", "story", "paragraphs", 1], "We added commercial painting in 2015.");
    setIn(dir, ABOUT, ["fr", "heading"], "À propos de nous");
    commitAll(dir, "About: English story, French heading");
    expect(translationStatus(dir, target).outdated).toEqual([
      {
        entry: ABOUT,
        label: "Pages › About page",
        fields: [
          expect.objectContaining({
            field: "story.paragraphs[1]",
            label: "Our story › Paragraphs › 2",
            changes: ["now “We added commercial painting in 2015.”"],
          }),
        ],
      },
    ]);
  });

  it("counts the English changes up to a translation check as seen, and lists a later one", () => {
    setIn(dir, ABOUT, ["en", "story", "paragraphs", 1], "We added commercial painting in 2015.");
    commitAll(dir, "About: English story");
    expect(translationStatus(dir, target).outdated.map((item) => item.entry)).toEqual([ABOUT]);
    // Read against the English and found right: the date set, no French edited.
    setIn(dir, ABOUT, ["en", "translationChecked"], "2026-11-29");
    commitAll(dir, "About: French checked");
    expect(translationStatus(dir, target).outdated).toEqual([]);

    setIn(dir, ABOUT, ["en", "heading"], "About Northbrush");
    commitAll(dir, "About: English heading");
    const [listed] = translationStatus(dir, target).outdated;
    expect(listed!.fields.map((field) => field.field)).toEqual(["heading"]);
  });

  it("counts a Markdown entry's check, entered once in its English file", () => {
    const english = `${DRYWALL}.en.md`;
    rewriteParagraph(dir, english, firstWords(dir, english), "Every patch is primed twice.");
    commitAll(dir, "Drywall repair: English paragraph rewritten");
    expect(translationStatus(dir, target).outdated.map((item) => item.entry)).toEqual([DRYWALL]);
    editText(dir, english, /^---\n/, "---\ntranslationChecked: 2026-11-29\n");
    // Uncommitted, as the local CMS saves it, the check already counts.
    expect(translationStatus(dir, target).outdated).toEqual([]);
  });

  it("is read once per build, and on every request of the dev server (local CMS saves)", () => {
    // The pages' getter reads the site's content folder, CONTENT_DIR, taken on import.
    const before = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    let getTranslationStatus: (typeof SiteStatus)["getTranslationStatus"] | undefined;
    jest.isolateModules(() => {
      ({ getTranslationStatus } = jest.requireActual<typeof SiteStatus>(
        "@/lib/translation/site-status",
      ));
    });
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
    const content = { getTranslationStatus: getTranslationStatus! };
    const french = `${DRYWALL}.fr.md`;
    const loseItem = () => editText(dir, french, /^features:\n {2}- .*\n/m, "features:\n");
    const env = process.env as Record<string, string | undefined>;
    const mode = env.NODE_ENV;
    try {
      env.NODE_ENV = "production";
      expect(content.getTranslationStatus().parity).toEqual([]);
      loseItem();
      expect(content.getTranslationStatus().parity).toEqual([]);
      env.NODE_ENV = "development";
      expect(content.getTranslationStatus().parity).toEqual([
        expect.objectContaining({ file: french }),
      ]);
    } finally {
      env.NODE_ENV = mode;
    }
  });

  it("reads past a commit whose file did not parse", () => {
    const source = readText(dir, ABOUT);
    writeText(dir, ABOUT, source.replace(/^ {2}heading: .*$/m, "  heading: [unclosed"));
    commitAll(dir, "About: a broken save");
    writeText(dir, ABOUT, source);
    commitAll(dir, "About: repaired");
    expect(translationStatus(dir, target).outdated).toEqual([]);
  });

  it("reports a French text that says less than its English beside the history", () => {
    const french = `${DRYWALL}.fr.md`;
    editText(dir, french, /^features:\n {2}- .*\n/m, "features:\n");
    expect(translationStatus(dir, target).parity).toEqual([
      expect.objectContaining({
        entry: DRYWALL,
        file: french,
        label: "Residential service › Drywall Repair",
        problems: [
          expect.stringMatching(/^Highlights \(empty for the defaults\): French lacks list items/),
        ],
      }),
    ]);
  });
});

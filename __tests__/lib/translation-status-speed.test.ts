import childProcess, { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT, removeScratch, scratchCopy } from "@/__tests__/support/scratch-content";
import { router } from "@/lib/content";
import { linkTargets } from "@/lib/translation/parity";
import { translationStatus } from "@/lib/translation/status";

// The status reads a long history in a bounded number of Git calls and stays fast: 1,000 CMS
// commits, alternately changing the English and the French of the content files. Fast is measured
// against the same machine in the same second: the processor time of the status (Git's own work is
// the three calls counted here) must stay under RATIO times that of the same content with no
// history (1.6 to 2.1 today). A fixed budget (2 s, twice the cost then) failed on a machine twice as
// slow; a ratio does not move with the machine, and still fails if the history's cost doubles.

const COMMITS = 1000;
const RATIO = 4;

function filesUnder(dir: string, at = ""): string[] {
  return readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? filesUnder(dir, path.posix.join(at, item.name))
      : [path.posix.join(at, item.name)],
  );
}

/** The plain one-line values of one language's half of a YAML file, by line, with their keys. */
function valueLines(lines: string[], locale: "en" | "fr") {
  const start = lines.indexOf(`${locale}:`);
  const stop = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  return lines.flatMap((line, index) => {
    const key = /^ +(?:- )?(\w+): [A-Za-zÀ-ÿ][^"'|>]*$/.exec(line)?.[1];
    return start >= 0 && index > start && (stop === -1 || index < stop) && key
      ? [{ index, key }]
      : [];
  });
}

/**
 * The lines of one language an edit may change: plain one-line values of that half that are
 * translated (their key is in both halves: a shared value, written under `en:` only, has no
 * French to fall behind).
 */
function editableLines(file: string, text: string, locale: "en" | "fr"): number[] {
  const lines = text.split("\n");
  if (file.endsWith(".md")) {
    // The body's paragraphs, after the front matter.
    const end = lines.indexOf("---", 1);
    return lines.flatMap((line, index) => (index > end && /^[A-Z]/.test(line) ? [index] : []));
  }
  const other = new Set(valueLines(lines, locale === "en" ? "fr" : "en").map(({ key }) => key));
  return valueLines(lines, locale)
    .filter(({ key }) => other.has(key))
    .map(({ index }) => index);
}

const EPOCH = 1_700_000_000;
/** The ISO date Git gives the commit at `index` of the generated history. */
const since = (index: number) =>
  new Date((EPOCH + index * 60) * 1000).toISOString().replace(".000Z", "+00:00");

/** A Git repository holding content/ and a history of `COMMITS` edits, made by fast-import. */
function generateHistory(dir: string, count = COMMITS) {
  const files = filesUnder(CONTENT).filter((file) => !file.startsWith("shared/"));
  const texts = new Map(
    files.map((file) => [file, readFileSync(path.join(CONTENT, file), "utf8")]),
  );
  const bilingual = files.filter(
    (file) => file.endsWith(".md") || /^(?:en|fr):$/m.test(texts.get(file)!),
  );
  const chunks: string[] = [];
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const commit = (index: number, message: string, changed: string[]) => {
    chunks.push(
      `commit refs/heads/main\ncommitter CMS <cms@example.com> ${EPOCH + index * 60} +0000\n${data(message)}`,
      ...changed.map((file) => `M 100644 inline content/${file}\n${data(texts.get(file)!)}`),
      "\n",
    );
  };
  commit(0, "Content as on main", files);
  let last = { file: "", locale: "", line: "" };
  for (let index = 1; index <= count; index += 1) {
    // Ends with an English edit, which the status must list.
    const locale = index % 2 ? "fr" : "en";
    const pool = bilingual.filter(
      (file) =>
        (!file.endsWith(".md") || file.endsWith(`.${locale}.md`)) &&
        editableLines(file, texts.get(file)!, locale).length > 0,
    );
    const file = pool[Math.floor(index / 2) % pool.length]!;
    const lines = texts.get(file)!.split("\n");
    const editable = editableLines(file, texts.get(file)!, locale);
    const line = editable[index % editable.length]!;
    lines[line] = `${lines[line]!.trimEnd()} ${locale === "en" ? "Edit" : "Retouche"} ${index}.`;
    texts.set(file, lines.join("\n"));
    commit(index, `Update ${file}`, [file]);
    last = { file, locale, line: lines[line]! };
  }
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", dir]);
  execFileSync("git", ["fast-import", "--quiet"], { cwd: dir, input: chunks.join("") });
  execFileSync("git", ["reset", "--quiet", "--hard", "main"], { cwd: dir });
  return last;
}

const target = linkTargets(router);

describe("translation status on a long history", () => {
  // The long history, the same content with none, and a short one that warms the code up.
  let [dir, flat, short] = ["", "", ""];
  let last: ReturnType<typeof generateHistory>;
  beforeAll(() => {
    [dir, flat, short] = [scratchCopy(null), scratchCopy(null), scratchCopy(null)];
    for (const each of [dir, flat, short]) mkdirSync(path.join(each, "content"));
    last = generateHistory(dir);
    generateHistory(flat, 0);
    generateHistory(short, 100);
  });
  afterAll(() => [dir, flat, short].forEach(removeScratch));

  /** The status of `root`'s content and the processor time it took, in milliseconds. */
  const timed = (root: string) => {
    const cpu = process.cpuUsage();
    const status = translationStatus(path.join(root, "content"), target);
    const used = process.cpuUsage(cpu);
    return { status, ms: (used.user + used.system) / 1000 };
  };

  it(`reads ${COMMITS} commits with 3 Git calls, in under ${RATIO} times the processor time of no history, and lists the last English edit`, () => {
    timed(short); // the first call compiles the code that reads files and history: not counted
    const { ms: withoutHistory } = timed(flat);
    const git = jest.spyOn(childProcess, "execFileSync");
    const { status, ms } = timed(dir);
    expect(ms).toBeLessThan(RATIO * withoutHistory);
    expect(git.mock.calls.map(([command]) => command)).toEqual(["git", "git", "git"]);
    git.mockRestore();

    expect(status.history).toBe(true);
    expect(last.locale).toBe("en");
    const entry = last.file.replace(/\.en\.md$/, "");
    const listed = status.outdated.find((item) => item.entry === entry);
    expect(listed?.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ since: since(COMMITS) })]),
    );
  });
});

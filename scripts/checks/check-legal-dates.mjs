// A legal text whose words changed after its "last updated" day is refused (npm run lint),
// naming the file: the terms make that day a legal fact (the version in force on the day a
// quote is accepted applies). The day a text last changed is read from git: the working tree
// when it differs from the last commit (today, in Ottawa), else the author day of the commit
// that brought in today's words. Where history cannot tell (no git, or a shallow clone whose
// oldest commit already holds today's words), nothing is refused: the check never fails falsely.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { splitFrontMatter } from "../../lib/store/front-matter.mjs";

/** The day as Ottawa writes it, YYYY-MM-DD. */
const ottawaDay = (/** @type {Date} */ date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(date);

/**
 * What the "last updated" day vouches for: the introduction and the body, not the page's
 * title and description for search engines.
 * @param {string} text
 */
function legalWords(text) {
  const parts = splitFrontMatter(text);
  if (!parts) return { words: text, lastUpdated: undefined };
  /** @type {{ intro?: unknown; lastUpdated?: unknown }} */
  const data = parse(parts.yaml) ?? {};
  const day = data.lastUpdated instanceof Date ? ottawaDayUtc(data.lastUpdated) : data.lastUpdated;
  return {
    words: `${String(data.intro ?? "")}\n${parts.body}`,
    lastUpdated: typeof day === "string" ? day : undefined,
  };
}

/** A YAML date (read as midnight UTC) back to its day. */
const ottawaDayUtc = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);

/**
 * @param {string} cwd
 * @param {string[]} args
 * @returns {string | null} null when git fails (no repository, no such file in a commit)
 */
function git(cwd, args) {
  try {
    return execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
}

/**
 * The day the words of `file` (relative to the repository's top) last changed, or null when
 * history cannot tell.
 * @param {string} top
 * @param {string} file
 * @param {string} words
 */
function changedOn(top, file, words) {
  const committed = git(top, ["show", `HEAD:${file}`]);
  if (committed === null || legalWords(committed).words !== words) {
    // Not committed yet, or changed since the last commit: the change is today's.
    return { day: ottawaDay(new Date()), commit: "the working tree" };
  }
  const log = git(top, ["log", "--format=%H %aI", "--", file]);
  /** @param {{ hash: string, date: string }} commit */
  const dayOf = ({ hash, date }) => ({ day: ottawaDay(new Date(date)), commit: hash.slice(0, 10) });
  let newest = null;
  for (const line of (log ?? "").trim().split("\n").filter(Boolean)) {
    const [hash = "", date = ""] = line.split(" ");
    const then = git(top, ["show", `${hash}:${file}`]);
    if (then !== null && legalWords(then).words === words) {
      newest = { hash, date };
      continue;
    }
    // This commit held other words: the one after it brought in today's.
    return newest && dayOf(newest);
  }
  // Today's words go back to the oldest commit seen. In a full history that commit created
  // the file; in a shallow one it may not have, so its day proves nothing.
  const shallow = git(top, ["rev-parse", "--is-shallow-repository"])?.trim() === "true";
  return shallow || !newest ? null : dayOf(newest);
}

/**
 * Every legal text of `contentDir` whose words changed after its lastUpdated day, one message
 * each naming the file.
 * @param {string} contentDir
 * @returns {{ problems: string[]; unchecked: boolean }}
 */
export function legalDateProblems(contentDir) {
  const dir = path.join(contentDir, "legal");
  const top = git(dir, ["rev-parse", "--show-toplevel"])?.trim();
  if (!top) return { problems: [], unchecked: true };
  const problems = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .flatMap((name) => {
      const absolute = path.join(dir, name);
      const { words, lastUpdated } = legalWords(readFileSync(absolute, "utf8"));
      if (!lastUpdated) return [];
      const file = path.relative(top, absolute).split(path.sep).join("/");
      const change = changedOn(top, file, words);
      if (!change || change.day <= lastUpdated) return [];
      return [
        `${file}: its text changed on ${change.day} (${change.commit}) but lastUpdated says ${lastUpdated}: set lastUpdated to the day this version is published`,
      ];
    });
  return { problems, unchecked: false };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");
  const { problems, unchecked } = legalDateProblems(contentDir);
  if (unchecked) {
    console.log("Legal dates: not checked (no git history here).");
  } else if (problems.length) {
    console.error(
      `Legal texts changed after their "last updated" day:\n  - ${problems.join("\n  - ")}`,
    );
    process.exit(1);
  }
}

import { execFileSync } from "node:child_process";

/*
 * The content's Git history in three Git calls, however long it is: where the content folder
 * sits in its repository, one `git log` listing each commit and the content files it touched,
 * and one `git cat-file --batch` returning every touched file's text at each of those commits.
 */

type Commit = {
  sha: string;
  /** ISO date of the commit. */
  when: string;
  /** Content files the commit touched, relative to the content folder. */
  files: string[];
};

export type History = {
  /** Oldest first. */
  commits: Commit[];
  /** A touched file's text at a commit; undefined where the commit deleted it. */
  text: (sha: string, file: string) => string | undefined;
};

const RECORD = "\u001e";

function git(cwd: string, args: string[], input?: string): Buffer | undefined {
  try {
    return execFileSync("git", args, {
      cwd,
      input,
      stdio: ["pipe", "pipe", "ignore"],
      maxBuffer: 1024 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/** `git cat-file --batch` output: "<oid> blob <size>\n<bytes>\n" or "<name> missing\n" each. */
function readBatch(output: Buffer, count: number): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    const end = output.indexOf(10, at);
    const header = output.toString("utf8", at, end).split(" ");
    at = end + 1;
    if (header.length !== 3) {
      texts.push(undefined);
      continue;
    }
    const size = Number(header[2]);
    texts.push(output.toString("utf8", at, at + size));
    at += size + 1;
  }
  return texts;
}

/** The history of the files `wanted` keeps, or undefined outside a Git work tree. */
export function readHistory(
  contentDir: string,
  wanted: (file: string) => boolean,
): History | undefined {
  const prefix = git(contentDir, ["rev-parse", "--show-prefix"])?.toString("utf8").trim();
  if (prefix === undefined) return undefined;
  const log =
    git(contentDir, [
      "log",
      "--reverse",
      "--no-renames",
      "--relative",
      `--format=${RECORD}%H %cI`,
      "--name-only",
      "--",
      ".",
    ])?.toString("utf8") ?? "";
  const commits = log
    .split(RECORD)
    .filter(Boolean)
    .map((record): Commit => {
      const [head = "", ...names] = record.split("\n");
      const [sha = "", when = ""] = head.split(" ");
      return { sha, when, files: names.filter((name) => name && wanted(name)) };
    })
    .filter((commit) => commit.files.length > 0);
  const names = commits.flatMap((commit) =>
    commit.files.map((file) => `${commit.sha}:${prefix}${file}`),
  );
  const output = names.length
    ? git(contentDir, ["cat-file", "--batch"], `${names.join("\n")}\n`)
    : Buffer.alloc(0);
  const texts = new Map<string, string | undefined>();
  readBatch(output ?? Buffer.alloc(0), names.length).forEach((text, index) =>
    texts.set(names[index]!, text),
  );
  return {
    commits,
    text: (sha, file) => texts.get(`${sha}:${prefix}${file}`),
  };
}

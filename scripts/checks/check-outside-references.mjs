// Fails when a tracked file cites a file the team keeps outside the repository (the product
// specification, the design notes, the style guide, the photo list, the French reviews) or a
// section of one ("design §5"): a clone does not have them, so the reason a comment gives would
// be lost with them. Decisions the code relies on are written down in docs/decisions/, and
// comments cite those. Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OUTSIDE_REFERENCES = [
  // The files by name, wherever they are said to be.
  /\b(?:spec|design|style|photos)\.md\b/i,
  // The folder that holds them, beside the repository.
  /\.\.\/shared\b|\bshared\/reviews\b/i,
  // A numbered section of one of them, with or without its file name.
  /\b(?:spec|specification|design|style)(?:\.md)?,?\s*(?:§|section\s+\d)/i,
];

// This script and its test name the patterns they look for.
const SELF = [
  "scripts/checks/check-outside-references.mjs",
  "__tests__/scripts/check-outside-references.test.ts",
];

// Files Git holds as bytes, not text.
const BINARY = /\.(?:png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|heic|zip|gz)$/i;

/** The lines of `text` that cite a file outside the repository, numbered from 1. */
export function findOutsideReferences(text) {
  return text
    .split("\n")
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text: line }) => OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)));
}

function main() {
  const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(
      (file) => file && !BINARY.test(file) && !SELF.includes(file) && file !== "package-lock.json",
    );
  const problems = [];
  // A file deleted in the work tree but not yet in the index is skipped.
  for (const file of files.filter((name) => existsSync(path.join(root, name)))) {
    const text = readFileSync(path.join(root, file), "utf8");
    if (text.includes("\0")) continue;
    for (const { line, text: quoted } of findOutsideReferences(text)) {
      problems.push(`${file}:${line}: ${quoted}`);
    }
  }
  if (problems.length) {
    console.error(
      `${problems.length} line(s) cite a file outside the repository; write the decision in ` +
        `docs/decisions/ and cite that instead:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

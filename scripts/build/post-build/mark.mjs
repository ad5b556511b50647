// The post-build step's mark: the digest of every page as the step left it. If a Next release
// stopped calling the build adapter, `next build` would still succeed with pages lacking their
// CSP and checks; so `npm run build` runs the step when the mark is missing (--if-unprocessed),
// and `npm start` and the deploy workflows refuse an export whose mark does not match (--verify).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { exportPages } from "../html-files.mjs";

/** The mark's file name in the export: a dot file, so no page links to it. */
const MARK_FILE = ".post-build.json";

/**
 * One digest over every page of the export, by path and content.
 * @param {string} out
 */
function pagesDigest(out) {
  const hash = createHash("sha256");
  const pages = exportPages(out).sort();
  for (const page of pages) {
    hash.update(`${page}\0`);
    hash.update(readFileSync(path.join(out, page)));
    hash.update("\0");
  }
  return { digest: hash.digest("hex"), pages: pages.length };
}

/**
 * Writes the mark: the step is done and the export checked.
 * @param {string} out
 */
export function writeMark(out) {
  const { digest, pages } = pagesDigest(out);
  writeFileSync(path.join(out, MARK_FILE), `${JSON.stringify({ pages, digest }, null, 2)}\n`);
}

/**
 * Why the export at `out` is not one the step processed, or null when its mark matches.
 * @param {string} out
 * @returns {null | { reason: "missing" | "stale", message: string }}
 */
export function markProblem(out) {
  const file = path.join(out, MARK_FILE);
  if (!existsSync(file)) {
    return {
      reason: "missing",
      message: `${MARK_FILE} is missing: the post-build step never ran on this export (CSP, loader and checks are absent). Run "npm run build".`,
    };
  }
  let mark;
  try {
    mark = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return { reason: "stale", message: `${MARK_FILE} cannot be read (${error.message})` };
  }
  const now = pagesDigest(out);
  if (mark?.digest !== now.digest) {
    return {
      reason: "stale",
      message: `${MARK_FILE} does not match the pages (${mark?.pages} marked, ${now.pages} now): they changed after the post-build step. Run "npm run build" again.`,
    };
  }
  return null;
}

import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { linkTree } from "../../../scripts/cms/draft-preview.mjs";

const PROJECT_ROOT = path.join(__dirname, "..", "..", "..");

/** What a build or a test run writes, and Git's own folder: never part of the copy. */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  ".next",
  ".cache",
  "out",
  "out-base-path",
  "test-results",
  "playwright-report",
  "coverage",
  path.join("bench", ".work"),
]);

/**
 * A temporary copy of the project's sources, for a test that edits content and builds the
 * site from it: the build writes page files, the photo manifest and its export into the copy,
 * so the working copy (and the export the other browser tests read) stays as it was. A suite
 * that edits content and checks the build joins the one built copy (support/built-copy.ts)
 * rather than making and building a copy of its own: each build costs a minute or more.
 */
export function copyProject(prefix: string, { buildCache = true } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(PROJECT_ROOT, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(PROJECT_ROOT, source)),
  });
  if (buildCache) seedBuildCache(dir);
  return dir;
}

/**
 * Next's build cache of the working copy (npm test's production build has just written it),
 * copied: the copy's code is the same, so its first build compiles in a few seconds instead
 * of a cold quarter minute (measured: 21.5 s → 13.7 s for a whole build; 58.0 → 33.5 CPU-s,
 * docs/test-gate.md). Copied, never linked: the copy's build writes to it.
 */
function seedBuildCache(dir: string) {
  const cache = path.join(PROJECT_ROOT, ".next", "cache");
  if (existsSync(cache)) cpSync(cache, path.join(dir, ".next", "cache"), { recursive: true });
}

/**
 * Gives the copy the project's node_modules as hard links (a second folder of the same files,
 * in seconds): Turbopack refuses a symlinked node_modules that leads outside the project, and
 * a real copy is a gigabyte. The drafts' preview links its worktree's the same way.
 */
export function linkDependencies(dir: string) {
  linkTree(path.join(PROJECT_ROOT, "node_modules"), path.join(dir, "node_modules"));
}

/**
 * Gives a copy that is never built the project's node_modules as one symbolic link: its scripts
 * (Node) follow it; only Turbopack refuses it.
 */
export function shareDependencies(dir: string) {
  symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
}

export function removeCopy(dir: string | undefined) {
  // Retried: a Git command a timed-out step started may still be writing in it.
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { contentOrThrow, loadContent as load } from "@/lib/content/load";

export const CONTENT = path.join(process.cwd(), "content");

/** A throwaway copy of content/ (or an empty folder), removed by removeScratch. */
export function scratchCopy(source: string | null = CONTENT): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  if (source) fs.cpSync(source, dir, { recursive: true });
  return dir;
}

export function removeScratch(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Gives each test of the block a fresh copy (`use` takes its folder), removed after the test. */
export function scratchEach(use: (dir: string) => void, source: string | null = CONTENT): void {
  let dir = "";
  beforeEach(() => {
    dir = scratchCopy(source);
    use(dir);
  });
  afterEach(() => removeScratch(dir));
}

/**
 * Loads a module fresh with CONTENT_DIR pointing at `dir`, for a module that reads the site's
 * content (a page, the configuration): each scratch copy needs its own module registry. The
 * content alone needs none: `loadContent` below calls the loader.
 */
function loadFrom<T extends object>(dir: string, modulePath: string): T {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    let loaded: T | undefined;
    // The Markdown each load renders is kept for the next (jest.setup.js).
    jest.isolateModules(() => {
      loaded = jest.requireActual<T>(modulePath);
    });
    return loaded!;
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

/** The content of `dir` (lib/content/load.ts), or its problems thrown as the build throws them. */
export const loadContent = (dir: string) => contentOrThrow(load(dir));
/** Any module of the app, loaded with the content of `dir`. */
export const loadModule = <T extends object>(dir: string, modulePath: string) =>
  loadFrom<T>(dir, modulePath);

/** The error the loader throws on this folder's content, or a failure if it loads. */
export function loadError(dir: string): Error {
  try {
    loadContent(dir);
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the content to be refused, but it loaded");
}

export function readText(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), "utf8");
}

export function writeText(dir: string, file: string, text: string): void {
  fs.writeFileSync(path.join(dir, file), text);
}

/** Replaces `from` in one file of the copy; an edit that finds nothing to change fails. */
export function editText(dir: string, file: string, from: string | RegExp, to: string): void {
  const text = readText(dir, file);
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: nothing matches ${String(from)}`);
  writeText(dir, file, next);
}

/** Edits one YAML file of the copy in place, keeping its comments and layout. */
export function editYaml(
  dir: string,
  file: string,
  edit: (doc: ReturnType<typeof parseDocument>) => void,
): void {
  const doc = parseDocument(readText(dir, file));
  edit(doc);
  writeText(dir, file, doc.toString());
}

/** The value at a path of a YAML file of the copy, as plain data. */
export function yamlValue(dir: string, file: string, at: (string | number)[]): unknown {
  const value = parseDocument(readText(dir, file)).getIn(at);
  return value && typeof value === "object" && "toJSON" in value
    ? (value as { toJSON(): unknown }).toJSON()
    : value;
}

/** 1-based line of the first line of `file` that matches. */
export function lineOf(dir: string, file: string, pattern: RegExp): number {
  const index = readText(dir, file)
    .split("\n")
    .findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line of ${file} matches ${pattern}`);
  return index + 1;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

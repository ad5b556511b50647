/*
 * A content file's problems, named by file: in a module of its own, with no file access, so the
 * route table (router.ts) also runs in the CMS's check before a save, in the browser.
 */
export class ContentError extends Error {
  /** "content/…": the file the problems are in. */
  readonly file: string;
  readonly lines: readonly string[];

  /** `file` is relative to the content folder ("en/home.yml") or already "content/…". */
  constructor(file: string, lines: string[]) {
    const shown = file.startsWith("content/") ? file : `content/${file}`;
    super(`Invalid content in ${shown}:\n${lines.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ContentError";
    this.file = shown;
    this.lines = lines;
  }
}

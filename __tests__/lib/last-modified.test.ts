import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lastModified } from "@/lib/content/last-modified";
import {
  CONTENT,
  loadContent,
  readText,
  removeScratch,
  writeText,
} from "@/__tests__/support/scratch-content";

/*
 * The sitemap's lastmod (docs/decisions/0016): each page's date comes from the content that
 * makes it, so editing one guide in one language moves that one address and no other; a
 * shallow clone, whose commits are all the clone's, falls back to the files' own dates.
 */

const GUIDE = "guides/what-a-painting-quote-covers.en.md";

function git(cwd: string, args: string[], date?: string) {
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@invalid", ...args], {
    cwd,
    stdio: "ignore",
    env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
  });
}

/** The lastmod of every page of the content in `dir`, by site path. */
function datesOf(dir: string): Map<string, string> {
  return lastModified(loadContent(dir).router, dir);
}

const COMMITTED = "2026-01-05T10:00:00+00:00";

describe("each page's last change (sitemap lastmod)", () => {
  let repo: string;
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "lastmod-"));
    fs.cpSync(CONTENT, path.join(repo, "content"), { recursive: true });
    git(repo, ["init", "-q"]);
    git(repo, ["add", "-A"]);
    git(repo, ["commit", "-qm", "content"], COMMITTED);
  });
  afterAll(() => removeScratch(repo));

  it("moves exactly one address when one guide changes in one language", () => {
    const dir = path.join(repo, "content");
    const before = datesOf(dir);
    // Every page has a date, none of them the time of this run: the commit's, or a day a file
    // gives itself (a legal page's `lastUpdated` may well be today).
    expect(before.size).toBe(loadContent(dir).router.entries().length * 2);
    for (const date of before.values())
      expect(date === COMMITTED || /^\d{4}-\d{2}-\d{2}$/.test(date)).toBe(true);

    writeText(dir, GUIDE, `${readText(dir, GUIDE)}\nOne more paragraph.\n`);
    // A day after this run: later than any day the content gives itself, so the edit shows.
    const edited = `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 19)}+00:00`;
    git(repo, ["commit", "-qam", "one guide"], edited);
    const after = datesOf(dir);

    const moved = [...after].filter(([page, date]) => before.get(page) !== date);
    expect(moved).toEqual([["/guides/what-a-painting-quote-covers/", edited]]);
  });

  it("dates a page by the file's own date when it is later than its commit", () => {
    const dates = datesOf(path.join(repo, "content"));
    // The price ranges' files give the day their rates were reviewed.
    const reviewed = fs
      .readdirSync(path.join(CONTENT, "price-ranges"))
      .map((name) => /reviewed: (\S+)/.exec(readText(CONTENT, `price-ranges/${name}`))![1]!)
      .sort()
      .at(-1)!;
    expect([reviewed, "2026-01-05T10:00:00+00:00"].sort().at(-1)).toBe(reviewed);
    expect(dates.get("/price-ranges/")).toBe(reviewed);
  });

  it("on a shallow clone, dates only the pages whose files give their own date", () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), "lastmod-shallow-"));
    try {
      git(clone, ["clone", "-q", "--depth", "1", `file://${repo}`, "."]);
      const dates = datesOf(path.join(clone, "content"));
      expect(dates.size).toBeGreaterThan(0);
      expect(dates.get("/about/")).toBeUndefined();
      expect(dates.get("/guides/what-a-painting-quote-covers/")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dates.get("/privacy-policy/")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const date of dates.values()) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      removeScratch(clone);
    }
  });
});

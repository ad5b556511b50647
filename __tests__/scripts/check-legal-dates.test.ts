import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { legalDateProblems } from "@/scripts/checks/check-legal-dates.mjs";

/*
 * `npm run lint` refuses a legal text whose words changed after its "last updated" day, naming
 * the file (scripts/checks/check-legal-dates.mjs); a history that cannot tell refuses nothing.
 */

const FILE = "content/legal/terms-and-conditions.en.md";
const text = (lastUpdated: string, body: string, title = "Terms") =>
  `---\ntitle: ${title}\nlastUpdated: ${lastUpdated}\nintro: How we work.\n---\n\n${body}\n`;

describe("a legal text's last updated day", () => {
  let repo: string;
  const git = (args: string[], cwd = repo, date = "2026-11-20T12:00:00Z") =>
    execFileSync("git", args, {
      cwd,
      stdio: "pipe",
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_AUTHOR_NAME: "Test",
        GIT_AUTHOR_EMAIL: "test@example.com",
        GIT_COMMITTER_NAME: "Test",
        GIT_COMMITTER_EMAIL: "test@example.com",
      },
    });
  const write = (content: string) => writeFileSync(path.join(repo, FILE), content);
  const commit = (date: string) => {
    git(["add", "-A"]);
    git(["commit", "-q", "-m", "change"], repo, date);
  };
  const problems = (dir = repo) => legalDateProblems(path.join(dir, "content"));

  beforeEach(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), "legal-dates-"));
    mkdirSync(path.join(repo, "content", "legal"), { recursive: true });
    git(["init", "-q"]);
    write(text("2026-11-20", "Deposits are refundable."));
    commit("2026-11-20T12:00:00Z");
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it("refuses words committed after the day, naming the file, and passes once the day follows", () => {
    write(text("2026-11-20", "Deposits are not refundable."));
    commit("2026-11-29T15:00:00Z");
    expect(problems()).toEqual({
      problems: [
        expect.stringMatching(
          /^content\/legal\/terms-and-conditions\.en\.md: its text changed on 2026-11-29 \([0-9a-f]{10}\) but lastUpdated says 2026-11-20/,
        ),
      ],
      unchecked: false,
    });
    write(text("2026-11-29", "Deposits are not refundable."));
    commit("2026-11-30T15:00:00Z");
    expect(problems().problems).toEqual([]);
  });

  it("takes the day in Ottawa, and leaves alone a change of the search engines' title", () => {
    write(text("2026-11-20", "Deposits are refundable.", "Terms and conditions"));
    commit("2026-11-25T12:00:00Z");
    expect(problems().problems).toEqual([]);
    // 02:00 UTC on the 21st is still the 20th in Ottawa.
    write(text("2026-11-20", "Deposits are not refundable."));
    commit("2026-11-21T02:00:00Z");
    expect(problems().problems).toEqual([]);
  });

  it("counts words changed and not yet committed as today's", () => {
    write(text("2026-11-20", "Deposits are never refundable."));
    expect(problems().problems).toEqual([expect.stringContaining(`${FILE}: its text changed on `)]);
    expect(problems().problems[0]).toContain("(the working tree)");
  });

  it("refuses nothing where history cannot tell: a shallow clone, or no git at all", () => {
    write(text("2026-11-20", "Deposits are not refundable."));
    commit("2026-11-29T15:00:00Z");
    const shallow = mkdtempSync(path.join(os.tmpdir(), "legal-dates-shallow-"));
    try {
      git(["clone", "-q", "--depth", "1", `file://${repo}`, shallow], os.tmpdir());
      expect(problems(shallow).problems).toEqual([]);
      rmSync(path.join(shallow, ".git"), { recursive: true, force: true });
      expect(problems(shallow)).toEqual({ problems: [], unchecked: true });
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });
});

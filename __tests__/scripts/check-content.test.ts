import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  editText,
  readText,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";

/*
 * The build checks the whole content before Next compiles anything (scripts/build/next-adapter.mjs
 * runs scripts/checks/check-content.mjs): a failed build starts with every problem, in words, and
 * shows no stack trace.
 */

const script = path.join(process.cwd(), "scripts", "checks", "check-content.mjs");
const check = (dir: string) =>
  spawnSync(process.execPath, [script], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: dir },
  });

it("names every problem of every file first, with no stack trace, and fails", () => {
  const dir = scratchCopy();
  try {
    const story = "projects/glebe-main-floor-and-stairwell.en.md";
    writeText(
      dir,
      story,
      `${readText(dir, story)}\nSee our [cabinets](/services/residential/kitchen-cabinets/).\n`,
    );
    const french = "projects/orleans-siding-and-trim.fr.md";
    editText(dir, french, /^summary: .*$/m, "summary: Court.");
    // An offer (a price) without its conditions.
    const notice = "notices/winter-interiors.yml";
    editText(
      dir,
      notice,
      /^ {2}message: .*$/m,
      '  message: "Interior painting from $49 a room this winter."',
    );
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^\nThe site was not built: the content has problems\./);
    expect(result.stderr).toContain("Invalid content in 3 files");
    expect(result.stderr).toMatch(/winter-interiors\.yml:\n {2}- en\.conditions/);
    expect(result.stderr).toMatch(/orleans-siding-and-trim\.fr\.md:\n {2}- summary \(line \d+\)/);
    expect(result.stderr).toMatch(/the link to \/services\/residential\/kitchen-cabinets\//);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  } finally {
    removeScratch(dir);
  }
});

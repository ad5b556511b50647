// `npm test`: every gate in order (types, lint, unit, build, browser), then one summary
// line "N passed, M failed" over all of them. Exits non-zero if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });

const tally = { passed: 0, failed: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  tally[ok ? "passed" : "failed"] += 1;
  lines.push(`${ok ? "✔" : "✘"} ${label} (${seconds} s)`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function suite(label, command, args, file, count, env) {
  rmSync(file, { force: true });
  const { ok, seconds } = run(label, command, args, env);
  const report = readJson(file);
  const { passed, failed } = report ? count(report) : { passed: 0, failed: 1 };
  // A crashed runner with no failing test still counts as a failure.
  const failures = failed || (ok ? 0 : 1);
  tally.passed += passed;
  tally.failed += failures;
  lines.push(
    `${failures ? "✘" : "✔"} ${label}: ${passed} passed, ${failures} failed (${seconds} s)`,
  );
  return failures === 0;
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);
// A skipped or todo test is a check that did not run: it counts as a failure, never a pass.
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected + report.stats.skipped,
});

check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npm", ["run", "--silent", "lint"]);
suite(
  "unit and component tests (Jest)",
  bin("jest"),
  ["--ci", "--json", `--outputFile=${path.join(results, "jest.json")}`],
  path.join(results, "jest.json"),
  (report) => ({
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      report.numRuntimeErrorTestSuites +
      report.numPendingTests +
      report.numTodoTests,
  }),
);
// A branch preview must never be indexed: build as a preview first and check every page.
if (
  check(
    "preview build (SITE_ENV=preview, branch content/spring-photos)",
    "npm",
    ["run", "--silent", "build"],
    {
      SITE_ENV: "preview",
      // As Netlify names a deploy preview's branch and commit; the banner must show them.
      BRANCH: "content/spring-photos",
      COMMIT_REF: "0a1b2c3d4e5f",
    },
  )
) {
  check(
    "preview pages are noindex, nofollow and show the preview banner",
    process.execPath,
    ["scripts/check-indexing.mjs", "preview"],
    { BRANCH: "content/spring-photos" },
  );
}
// A GitHub Pages project site lives under /<repo>/: build with a base path, serve it
// under that prefix and crawl it for broken links and assets.
const basePathBuilt =
  check("base-path build (NEXT_PUBLIC_BASE_PATH=/some-repo)", "npm", ["run", "--silent", "build"], {
    NEXT_PUBLIC_BASE_PATH: "/some-repo",
    SITE_ENV: "production",
  }) && check("stage the base-path build", process.execPath, ["scripts/stage-base-path.mjs"]);
if (basePathBuilt) {
  suite(
    "base-path browser check (Playwright, Chromium)",
    bin("playwright"),
    ["test", "-c", "playwright.base-path.config.ts", "--reporter=list,json"],
    path.join(results, "base-path.json"),
    playwrightCounts,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, "base-path.json") },
  );
}
// The browser suite runs on the production build, as visitors and crawlers will see it.
const built =
  check("production build (next build → out/)", "npm", ["run", "--silent", "build"], {
    SITE_ENV: "production",
  }) &&
  check("production pages carry no robots meta", process.execPath, [
    "scripts/check-indexing.mjs",
    "production",
  ]);
if (built && existsSync(path.join(root, "out", "index.html"))) {
  suite(
    "browser tests (Playwright, Chromium)",
    bin("playwright"),
    ["test", "--reporter=list,json"],
    path.join(results, "e2e.json"),
    playwrightCounts,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, "e2e.json") },
  );
} else {
  tally.failed += 1;
  lines.push("✘ browser tests skipped: the build failed");
}

// Not a gate: the team may publish English first (what the French lacks or adds is a Jest
// test, translation-parity). The count comes from the production build.
const translations = readJson(path.join(root, "out", "admin", "translations", "status.json"));
if (translations) {
  const behind = translations.outdated.map((entry) => entry.entry);
  const differ = (translations.parity ?? [])
    .filter((entry) => !entry.note)
    .map((entry) => entry.file);
  const notes = [
    behind.length &&
      `${behind.length} French entr${behind.length === 1 ? "y is" : "ies are"} behind English (${behind.join(", ")})`,
    differ.length &&
      `${differ.length} French file${differ.length === 1 ? " says" : "s say"} less or more than English (${differ.join(", ")})`,
  ].filter(Boolean);
  lines.push(
    notes.length
      ? `⚠ translation status: ${notes.join("; ")}; see /admin/translations/`
      : `✔ translation status: French is level with English in all ${translations.checked} entries`,
  );
}

console.log(`\n${lines.join("\n")}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);

// `npm test`: every gate (types, lint, unit, build, browser), then one summary line
// "N passed, M failed" over all of them. Exits non-zero if anything failed. With --quick
// (`npm run test:quick`), the first stage with the static pass over the existing export.
// Stages side by side print their output whole when they end, so it never interleaves. On Linux
// each step's time includes its processor time, which stays comparable on a busy shared machine.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "../build/repo-paths.mjs";

const quick = process.argv.includes("--quick");
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });

const tally = { passed: 0, failed: 0 };
const lines = [];
const startedAt = Date.now();

// Processor time of the children that have ended, theirs included, in seconds (Linux's ticks are
// 1/100 s); null elsewhere. Node's process.cpuUsage() counts this process only.
function childrenCpu() {
  if (!existsSync("/proc/self/stat")) return null;
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // cutime and cstime: fields 16 and 17 of proc(5), so 13 and 14 here.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
let cpuSeen = childrenCpu();

// The whole machine's busy processor time so far, in seconds: Chromium's renderers, which the
// figures above cannot count, and whatever else runs beside this. Null elsewhere than Linux.
function machineBusy() {
  if (!existsSync("/proc/stat")) return null;
  // cpu user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const ticks = readFileSync("/proc/stat", "utf8").split(/\s+/, 9).map(Number);
  const busy = [1, 2, 3, 6, 7, 8].reduce((sum, field) => sum + (ticks[field] ?? 0), 0);
  return Number.isFinite(busy) ? busy / 100 : null;
}
const machineAtStart = machineBusy();
// Read as each child ends, the time since the last one ended is the child's own.
function cpuSinceLast() {
  const now = childrenCpu();
  const used = now === null || cpuSeen === null ? null : now - cpuSeen;
  cpuSeen = now;
  return used;
}

/** @param {{ seconds: string, cpu: number | null }} time */
const timeOf = ({ seconds, cpu }) =>
  cpu === null ? `${seconds} s` : `${seconds} s, ${cpu.toFixed(1)} CPU-s`;

/**
 * Runs a command; its output goes to the terminal, or, run beside another stage (`aside`), is
 * printed whole at its end.
 * @param {string} label @param {string} command @param {string[]} args
 * @param {Record<string, string>} [env] @param {boolean} [aside]
 * @returns {Promise<{ ok: boolean, seconds: string, cpu: number | null }>}
 */
function run(label, command, args, env = {}, aside = false) {
  const started = Date.now();
  const header = `\n▶ ${label}: ${command} ${args.join(" ")}`;
  if (!aside) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: aside ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    // Read when the process has ended (exit), not when its output closes: by then another
    // stage's process may have ended too.
    /** @type {number | null} */
    let cpu = null;
    child.on("exit", () => (cpu = cpuSinceLast()));
    let ended = false;
    /** @param {boolean} ok @param {string} [error] */
    const end = (ok, error = "") => {
      if (ended) return;
      ended = true;
      const time = { seconds: ((Date.now() - started) / 1000).toFixed(1), cpu };
      if (aside) console.log(`${header}\n${Buffer.concat(output)}`);
      if (error) console.error(error);
      console.log(`${ok ? "✔" : "✘"} ${label}: ${timeOf(time)}`);
      resolve({ ok, ...time });
    };
    child.on("error", (error) => end(false, String(error)));
    child.on("close", (code) => end(code === 0));
  });
}

/**
 * Adds to the tally and a line to the summary; returns whether nothing failed.
 * @param {number} passed @param {number} failed @param {string} line
 */
function record(passed, failed, line) {
  tally.passed += passed;
  tally.failed += failed;
  lines.push(`${failed ? "✘" : "✔"} ${line}`);
  return failed === 0;
}

/** @param {string} file @returns {any} the parsed report, or null */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * A stage resolves with a recorder, so that stages run side by side are summed up in a fixed
 * order. A test runner's stage counts its tests from its JSON report (`file`, read by `count`).
 * @param {string} label @param {string} command @param {string[]} args
 * @param {Record<string, string>} [env] @param {boolean} [aside] @param {string} [file]
 * @param {(report: any) => { passed: number, failed: number }} [count]
 */
async function check(label, command, args, env, aside, file, count) {
  if (file) rmSync(file, { force: true });
  const { ok, ...time } = await run(label, command, args, env, aside);
  if (!file || !count) return () => record(Number(ok), Number(!ok), `${label} (${timeOf(time)})`);
  const report = readJson(file);
  const { passed, failed } = report ? count(report) : { passed: 0, failed: 1 };
  // A crashed runner with no failing test still counts as a failure.
  const failures = failed || (ok ? 0 : 1);
  const line = `${label}: ${passed} passed, ${failures} failed (${timeOf(time)})`;
  return () => record(passed, failures, line);
}

/**
 * Runs a stage alone and records it at once; resolves with whether it passed.
 * @param {Parameters<typeof check>} args
 */
const alone = async (...args) => (await check(...args))();

/**
 * Runs stages side by side, then records them in the order given.
 * @param {...Promise<() => boolean>} stages
 */
async function together(...stages) {
  const recorders = await Promise.all(stages);
  return recorders.map((record) => record());
}

/** @param {string} name */
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// A skipped or todo test is a check that did not run: it counts as a failure, never a pass.
/** @param {{ stats: Record<"expected" | "flaky" | "unexpected" | "skipped", number> }} report */
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected + report.stats.skipped,
});
// The builds skip Next's own type check: the typecheck stage runs the same tsc over the same
// files (next.config.ts reads this; nothing else sets it, so every other build checks types).
const TYPES_CHECKED = { TYPES_CHECKED: "1" };

/*
 * Order. Type check, lint and Jest each use one core: they run side by side once pretypecheck
 * has written the photo manifest they read; with --quick, the static pass (it reads out/ only)
 * too, so that no core waits idle. The rest runs one stage at a time: the builds write the same
 * .next/ and out/, and a browser run beside a build ran out of its time on 2 cores. Last, two
 * browser runs side by side, each with its own report: the built copy's chain (one test after
 * another, the longest stage) and the site's specs.
 */
/**
 * `npm run test:quick`: the static pass (E2E_SUITE=static) over the export already in out/,
 * whatever built it, instead of the builds and the browser. One worker: beside the first stage
 * both cores are busy, and each worker parses every page of the export.
 * @param {boolean} aside
 * @returns {Promise<() => boolean>}
 */
function staticPass(aside) {
  if (!existsSync(path.join(root, "out", "index.html"))) {
    const line =
      "static pass: no export in out/ to read (`SITE_ENV=production npm run build` writes it)";
    return Promise.resolve(() => record(0, 1, line));
  }
  const report = path.join(results, "e2e-static.json");
  return check(
    "static pass over the export in out/ (Playwright, no browser)",
    bin("playwright"),
    ["test", "--reporter=dot,json", "--workers=1"],
    { E2E_SUITE: "static", PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    aside,
    report,
    playwrightCounts,
  );
}

// Not a check of its own: the type check's pre-script, run once before the three.
const prepared = await run("pretypecheck", "npm", ["run", "--silent", "pretypecheck"]);
lines.push(`· pretypecheck, the photo manifest (${timeOf(prepared)})`);
if (!prepared.ok) {
  record(0, 1, "pretypecheck failed, so typecheck, lint and Jest did not run");
  if (quick) (await staticPass(false))();
} else {
  await together(
    // --ignore-scripts: its pre-script (the one above) already ran.
    check("typecheck", "npm", ["run", "--silent", "--ignore-scripts", "typecheck"], {}, true),
    check("lint", "npm", ["run", "--silent", "lint"], {}, true),
    check(
      "unit and component tests (Jest)",
      bin("jest"),
      // Two workers: once the type check and lint end, Jest has both cores (by default it keeps
      // one for itself and runs in one process on 2 cores).
      ["--ci", "--maxWorkers=2", "--json", `--outputFile=${path.join(results, "jest.json")}`],
      {},
      true,
      path.join(results, "jest.json"),
      (report) => ({
        passed: report.numPassedTests,
        failed:
          report.numFailedTests +
          report.numRuntimeErrorTestSuites +
          report.numPendingTests +
          report.numTodoTests,
      }),
    ),
    ...(quick ? [staticPass(true)] : []),
  );
}
async function buildAndBrowse() {
  /*
   * A branch preview must never be indexed, and a GitHub Pages project site lives under
   * /<repo>/: one build is both, which saves a build's half minute on 2 cores. The production
   * build follows, so that out/ and Next's build cache are the production site's when the browser
   * run (and its copies' builds) start.
   */
  const previewBuilt = await alone(
    "preview build under a base path (SITE_ENV=preview, branch content/spring-photos, NEXT_PUBLIC_BASE_PATH=/some-repo)",
    "npm",
    ["run", "--silent", "build"],
    {
      ...TYPES_CHECKED,
      SITE_ENV: "preview",
      // As Netlify names a deploy preview's branch and commit; the banner must show them.
      // A Git branch the CMS names, not a content path.
      // eslint-disable-next-line no-restricted-syntax
      BRANCH: "content/spring-photos",
      COMMIT_REF: "0a1b2c3d4e5f",
      NEXT_PUBLIC_BASE_PATH: "/some-repo",
    },
  );
  if (previewBuilt) {
    await alone(
      "preview pages are noindex, nofollow and show the preview banner",
      process.execPath,
      ["scripts/checks/check-indexing.mjs", "preview"],
      // eslint-disable-next-line no-restricted-syntax -- a Git branch, not a content path
      { BRANCH: "content/spring-photos" },
    );
  }
  const basePathBuilt =
    previewBuilt &&
    (await alone("stage the base-path build", process.execPath, [
      "scripts/hosts/stage-base-path.mjs",
    ]));

  // The browser suite runs on the production build, as visitors and crawlers will see it, and
  // crawls the staged base-path build in the same run (its project in playwright.config.ts).
  const built =
    (await alone("production build (next build → out/)", "npm", ["run", "--silent", "build"], {
      ...TYPES_CHECKED,
      SITE_ENV: "production",
    })) &&
    (await alone("production pages carry no robots meta", process.execPath, [
      "scripts/checks/check-indexing.mjs",
      "production",
    ]));
  /**
   * A browser run of one suite (playwright.config.ts, E2E_SUITE), its report in test-results/.
   * @param {string} label @param {"site" | "built-copy"} name @param {Record<string, string>} env
   */
  function browserRun(label, name, env) {
    const report = path.join(results, `e2e-${name}.json`);
    // The site's specs yield the processor to the chain (`nice`, inherited by their browsers
    // and servers): every second the longer chain waits for a core lengthens the gate (measured
    // on 2 cores: 597 s and 463 s as equals, 497 s and 442 s with the site's run at nice 10).
    const playwright = [bin("playwright"), "test", "--reporter=list,json"];
    const [command, ...args] = name === "site" ? ["nice", "-n", "10", ...playwright] : playwright;
    return check(
      label,
      command,
      args,
      // TYPES_CHECKED reaches the chain's build of a copy of the project: its code is this
      // one's, type-checked above; only its content differs.
      { ...TYPES_CHECKED, ...env, E2E_SUITE: name, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      true,
      report,
      playwrightCounts,
    );
  }
  if (built && existsSync(path.join(root, "out", "index.html"))) {
    const port = Number(process.env.E2E_PORT || 4173);
    await together(
      browserRun(
        basePathBuilt
          ? "browser tests (Playwright, Chromium): the site, and its base-path copy"
          : "browser tests (Playwright, Chromium): the site only (the base-path build failed)",
        "site",
        basePathBuilt ? { E2E_BASE_PATH: "1" } : {},
      ),
      // Its own server of out/, beside the site run's (which uses the port after it for the
      // base-path copy).
      browserRun(
        "browser tests (Playwright, Chromium): the built copy's chain (the CMS, guides, own photos)",
        "built-copy",
        { E2E_PORT: String(port + 2) },
      ),
    );
  } else {
    record(0, 1, "browser tests skipped: the build failed");
  }
}

if (!quick) await buildAndBrowse();

// Not a gate: the team may publish English first (what the French lacks or adds is a Jest
// test, translation-parity). The count comes from the production build.
const translations = readJson(path.join(root, "out", "admin", "translations", "status.json"));
if (translations) {
  const behind = translations.outdated.map((/** @type {{ entry: string }} */ entry) => entry.entry);
  const differ = (translations.parity ?? [])
    .filter((/** @type {{ file: string, note?: string }} */ entry) => !entry.note)
    .map((/** @type {{ file: string }} */ entry) => entry.file);
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

// Every step's processor time, this script's own included.
const ownCpu = process.cpuUsage();
const allCpu = childrenCpu();
const elapsed = (Date.now() - startedAt) / 1000;
const total = {
  seconds: elapsed.toFixed(1),
  cpu: allCpu === null ? null : allCpu + (ownCpu.user + ownCpu.system) / 1e6,
};
const minutes = `${Math.floor(elapsed / 60)} min ${Math.round(elapsed % 60)} s`;
lines.push(`${quick ? "npm run test:quick" : "npm test"} took ${minutes} (${timeOf(total)})`);
const machineAtEnd = machineBusy();
if (machineAtStart !== null && machineAtEnd !== null) {
  // Comparable with the line above only on a machine with nothing else running.
  lines.push(
    `the machine was busy ${(machineAtEnd - machineAtStart).toFixed(0)} CPU-s meanwhile (every process, Chromium's renderers included)`,
  );
}
console.log(`\n${lines.join("\n")}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);

// `npm run dev`: the photo pipeline and Decap once, then `next dev` with the arguments given
// (`npm run dev -- -p 3001`), and the pipeline again whenever content/ changes: a photo uploaded
// in the CMS would otherwise have no manifest entry until a restart. next dev runs behind a small
// proxy (scripts/dev/proxy.mjs) at the port asked for (`-p`, `--port` or PORT, 3000 by default):
// the content is checked as the build checks it at the start and after every change, and while it
// has a problem every page shows the files and fields at fault (content-problem-page.mjs), never
// the framework's error screen. CONTENT_DIR: the content folder (default content/).
import { execFile, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, watch } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { copyVendor } from "../cms/admin.mjs";
import { parse } from "yaml";
import { formLabeller, waitingAreaPage } from "./content-problem-page.mjs";
import { freePort, relayOutput, startDevProxy } from "./proxy.mjs";
import { buildPhotos } from "../photos/photos.mjs";
import { PhotoError } from "../photos/variants.mjs";
import { root, contentFolder } from "../build/repo-paths.mjs";

const contentDir = contentFolder();
const require = createRequire(import.meta.url);

/** @param {unknown} error */
const reason = (error) =>
  error instanceof PhotoError || !(error instanceof Error) ? String(error) : error.message;

// As before any build: a photo the content names that cannot be published stops here.
const first = await buildPhotos().catch((error) => {
  console.error(error instanceof PhotoError ? `Photos refused:\n${error.message}` : error);
  process.exit(1);
});
console.log(`Photos: ${first.count} uploaded photo(s) ready (${first.seconds.toFixed(1)} s).`);
const files = copyVendor(path.join(root, "public", "admin"));
console.log(`CMS: copied Decap (${files} files) into public/admin/vendor/ for npm run dev.`);

/**
 * The port and host asked for, and the other arguments, which go to next dev.
 * @param {string[]} args
 */
function parseArgs(args) {
  let port = Number(process.env.PORT) || 3000;
  /** @type {string | undefined} */
  let host;
  /** @type {string[]} */
  const rest = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    const [name, inline] = arg.split(/=(.*)/s);
    if (name === "-p" || name === "--port") {
      port = Number(inline ?? args[(index += 1)]);
    } else if (name === "-H" || name === "--hostname") {
      host = inline ?? args[(index += 1)];
    } else rest.push(arg);
  }
  return { port, host, rest };
}

/**
 * The content's problem now, as the loader words it, if any: in a child process, so each run reads
 * the files afresh; a failure of the checker itself is left for next dev to show.
 * @returns {Promise<{
 *   problem: string | undefined,
 *   waiting: { folder: string, id: string, name: string }[],
 * }>}
 */
function checkContent() {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, "scripts", "checks", "check-content.mjs")],
      // Checked as the dev server reads it: an upload the pipeline is still encoding is shown
      // from its own address there (lib/content/photos.ts), not refused as a build refuses it.
      { cwd: root, env: { ...process.env, NODE_ENV: "development" } },
      (failed, _stdout, output) => {
        const start = output.indexOf("Invalid content in ");
        // The areas the check leaves out for want of local work (lib/content/areas.ts warns).
        const waiting = [
          ...output.matchAll(
            /^Content: content\/(\S+)\/([^/\s]+)\.en\.md: the area "(.*?)" is not published yet/gm,
          ),
        ].map(([, folder = "", id = "", name = ""]) => ({ folder, id, name }));
        resolve({
          problem: !failed || start < 0 ? undefined : output.slice(start).trim(),
          waiting,
        });
      },
    );
  });
}
/**
 * Every content file's name, size and time of change: a page asked for after any change is
 * answered once the content is checked again. Read on each page request rather than trusted
 * to the watcher, which loses a file replaced by a rename (an editor's or git's save).
 */
const contentPrint = () =>
  readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map((name) => {
      const { size, mtimeMs } = statSync(path.join(contentDir, name));
      return `${name}:${size}:${mtimeMs}`;
    })
    .join("\n");

/**
 * `task`, one run at a time: a call during a run asks for one more after it (one, however many
 * calls), and every call gets the promise of the run that will see it.
 * @template T @param {() => Promise<T>} task
 */
function oneAtATime(task) {
  /** @type {Promise<unknown>} */
  let last = Promise.resolve();
  let queued = false;
  return () => {
    if (!queued) {
      queued = true;
      last = last.then(() => {
        queued = false;
        return task();
      });
    }
    return /** @type {Promise<T>} */ (last);
  };
}

const recheck = oneAtATime(checkContent);
/** The latest check. */
let checked = recheck();
let checkedPrint = contentPrint();
/** The content's last check: checked again first if a file changed since the last check. */
function contentChecked() {
  const print = contentPrint();
  if (print !== checkedPrint) {
    checkedPrint = print;
    checked = recheck();
  }
  return checked;
}
/** The content's problem now. */
const contentProblem = () => contentChecked().then((result) => result.problem);

/** A file of the content as text, or "" when there is none. */
const contentText = (/** @type {string} */ file) =>
  existsSync(path.join(contentDir, file)) ? readFileSync(path.join(contentDir, file), "utf8") : "";
/** What a YAML file of the content says. */
const readContent = (/** @type {string} */ file) => parse(contentText(file) || "{}");
/**
 * The page of an area that waits for local work at `pathname` (its English or French address),
 * with what the CMS says when it is saved: "View Live" on such an area opens it.
 * @param {string} pathname
 */
async function waitingArea(pathname) {
  const { waiting } = await contentChecked();
  if (!waiting.length) return undefined;
  const segments = readContent("shared/routes.yml")?.pages?.areas ?? {};
  const words = readContent("shared/admin.yml")?.cms?.areaWaits ?? "{area}";
  for (const { folder, id, name } of waiting) {
    const french = /^address:\s*"?([^"\n]+)"?$/m.exec(contentText(`${folder}/${id}.fr.md`))?.[1];
    const paths = [`/${segments.en}/${id}/`, `/fr/${segments.fr}/${french ?? id}/`];
    if (paths.includes(pathname)) return waitingAreaPage(name, words.replaceAll("{area}", name));
  }
  return undefined;
}

const asked = parseArgs(process.argv.slice(2));
const internal = await freePort();
const next = spawn(
  process.execPath,
  [
    require.resolve("next/dist/bin/next"),
    "dev",
    "--port",
    String(internal),
    "--hostname",
    "127.0.0.1",
    ...asked.rest,
  ],
  { cwd: root, stdio: ["inherit", "pipe", "pipe"] },
);
// next dev prints its own address: the one to open is the proxy's.
const address = `${asked.host ?? "localhost"}:${asked.port}`;
relayOutput(next, (text) => text.replaceAll(`127.0.0.1:${internal}`, address));
await startDevProxy({
  port: asked.port,
  host: asked.host,
  target: internal,
  problem: contentProblem,
  waiting: waitingArea,
  // The problem page names each field as the CMS's form does (its config, as committed).
  label: formLabeller(
    parse(readFileSync(path.join(root, "public", "admin", "config.yml"), "utf8")),
  ),
}).catch((error) => {
  console.error(`Could not serve the site on port ${asked.port}: ${error.message}`);
  next.kill();
  process.exit(1);
});

// A short pause first: a save in the CMS writes the photo and then the entry, and both should
// be seen by one run.
/** @type {NodeJS.Timeout | undefined} */
let pause;
const rerun = oneAtATime(async () => {
  try {
    const result = await buildPhotos({ keepGoing: true });
    if (result.encoded) {
      console.log(`Photos: ${result.encoded} new photo(s) ready (${result.seconds.toFixed(1)} s).`);
      // The manifest lives outside content/: a problem it settles is not seen by the watcher.
      checked = recheck();
    }
    if (result.problems.length) {
      console.error(
        `Photos refused (the page shows them once fixed):\n${result.problems.join("\n")}`,
      );
    }
  } catch (error) {
    // A file half written by a save, for one: the next change runs the pipeline again.
    console.error(`Photos: not updated: ${reason(error)}`);
  }
});

// Recursive watching is native on Linux from Node 20, on macOS and Windows since long before.
const watcher = existsSync(contentDir)
  ? watch(contentDir, { recursive: true }, () => {
      // At once, so a page asked for right after a save waits for this check.
      void contentProblem();
      clearTimeout(pause);
      pause = setTimeout(() => void rerun(), 300);
    })
  : undefined;

next.on("exit", (code, signal) => {
  watcher?.close();
  clearTimeout(pause);
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => next.kill(signal));
}

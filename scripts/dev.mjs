// `npm run dev`: the photo pipeline once (scripts/photos.mjs), Decap next to /admin/
// (scripts/admin.mjs), then `next dev` with the arguments given (`npm run dev -- -p 3001`) and,
// while it runs, the pipeline again whenever content/ changes. A photo uploaded in the CMS
// lands in content/photos/ with the entry that names it: without this, the dev server had no
// manifest entry for it and every page showing it failed until a restart. The watcher stops
// when next dev stops, and next dev when this script is stopped.
//   CONTENT_DIR   the content folder (default content/), as the build reads it
import { spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyVendor } from "./admin.mjs";
import { buildPhotos } from "./photos.mjs";
import { PhotoError } from "./photos/variants.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const contentDir = path.resolve(root, process.env.CONTENT_DIR || "content");
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

const next = spawn(
  process.execPath,
  [require.resolve("next/dist/bin/next"), "dev", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);

/*
 * Runs one at a time; a change during a run asks for one more after it. Short pause first: a
 * save in the CMS writes the photo and then the entry, and both should be seen by one run.
 */
let running = false;
let again = false;
/** @type {NodeJS.Timeout | undefined} */
let pause;
async function rerun() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    const result = await buildPhotos({ keepGoing: true });
    if (result.encoded) {
      console.log(`Photos: ${result.encoded} new photo(s) ready (${result.seconds.toFixed(1)} s).`);
    }
    if (result.problems.length) {
      console.error(
        `Photos refused (the page shows them once fixed):\n${result.problems.join("\n")}`,
      );
    }
  } catch (error) {
    // A file half written by a save, for one: the next change runs the pipeline again.
    console.error(`Photos: not updated: ${reason(error)}`);
  } finally {
    running = false;
    if (again) {
      again = false;
      void rerun();
    }
  }
}

// Recursive watching is native on Linux from Node 20, on macOS and Windows since long before.
const watcher = existsSync(contentDir)
  ? watch(contentDir, { recursive: true }, () => {
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

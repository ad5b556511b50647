// The one step after `next build`, run by Next itself through the build adapter
// (scripts/build/next-adapter.mjs): not-found pages placed, social cards drawn, the CMS installed
// with the host's form settings, each page processed (post-build/pages.mjs), compile hints on
// the first-load chunks, the export checked whole (post-build/check.mjs: any surprise fails the
// build, naming the page or file) and marked as processed (post-build/mark.mjs).
// `node scripts/build/post-build.mjs [out]` (NEXT_DIST_DIR's folder when set, else out/).
// `--check` runs the checks alone; `--verify` fails unless the export's mark matches its pages
// (npm start, the deploy workflows); `--if-unprocessed` (npm run build's postbuild) runs the step
// only when Next did not run it through the adapter, so that it runs once either way.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installCms } from "../cms/admin.mjs";
import { writeSiteForm } from "../cms/cms-config.mjs";
import { exportPages } from "./html-files.mjs";
import { exportProblems } from "./post-build/check.mjs";
import { markChunks } from "./post-build/compile-hints.mjs";
import { PostBuildError } from "./post-build/html.mjs";
import { markProblem, writeMark } from "./post-build/mark.mjs";
import { placeNotFoundPages } from "./post-build/not-found.mjs";
import { fontPreloads, processPage } from "./post-build/pages.mjs";
import { writeSocialImages } from "./social-images.mjs";
import { root } from "./repo-paths.mjs";

/** @param {string} out @param {string} [cacheDir] */
async function postBuild(out, cacheDir) {
  placeNotFoundPages(out);

  const manifest = path.join(out, "social-cards.json");
  let cards;
  try {
    cards = JSON.parse(readFileSync(manifest, "utf8"));
  } catch (error) {
    throw new PostBuildError(`social-cards.json: cannot read the list of cards (${error.message})`);
  }
  const drawn = await writeSocialImages(cards, out, { cacheDir });
  rmSync(manifest);

  const cms = installCms(out);
  // The site's copy of the form, with the CMS's settings as the host gives them (CMS_REPO …).
  await writeSiteForm(path.join(out, "admin", "config.yml"), process.env);

  const chunks = [];
  const pages = exportPages(out);
  // A missing home page is reported by the check below, by name.
  const home = path.join(out, "index.html");
  const fonts = existsSync(home) ? fontPreloads(readFileSync(home, "utf8"), "index.html") : [];
  for (const page of pages) {
    const result = processPage(readFileSync(path.join(out, page), "utf8"), page, fonts);
    writeFileSync(path.join(out, page), result.html);
    chunks.push(...result.chunks.scripts, ...result.chunks.preloads);
  }
  const marked = markChunks(out, chunks);

  const problems = exportProblems(out, { basePath: basePath() });
  if (problems.length) throw new PostBuildError(problems.join("\n"));
  writeMark(out);
  return [
    "not-found pages in place (404.html, fr/404.html)",
    `${drawn.length} social cards`,
    `CMS (${cms.count} Decap files)`,
    `${pages.length} pages with their CSP, site pages' chunks started by the loader`,
    `${marked} first-load chunks with compile hints`,
    "export checked and marked",
  ].join("; ");
}

const basePath = () => process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/$/, "") ?? "";
// Where the adapter keeps the social cards when Next's build folder is the default one.
const defaultCardCache = path.join(root, ".next", "cache", "social-cards");

/**
 * The step, or with `check` its checks alone, on the export folder: NEXT_DIST_DIR's when set
 * (as next.config.ts names it), else out/. Logs one summary line; throws when anything fails.
 * `cardCache` is a folder of social cards drawn by earlier builds (the build adapter gives one in
 * Next's cache; the default is .next/cache's). `verify`: only the mark, which must match.
 * `ifUnprocessed`: nothing when the mark matches, the whole step when there is no mark.
 * @param {{ folder?: string; check?: boolean; verify?: boolean; ifUnprocessed?: boolean;
 *   cardCache?: string }} [options]
 */
export async function runPostBuild({
  folder,
  check = false,
  verify = false,
  ifUnprocessed = false,
  cardCache,
} = {}) {
  const out = path.resolve(root, folder ?? process.env.NEXT_DIST_DIR ?? "out");
  const where = path.relative(root, out) || out;
  try {
    let summary = "export checked";
    const problem = verify || ifUnprocessed ? markProblem(out) : null;
    if (verify) {
      if (problem) throw new PostBuildError(problem.message);
      summary = "the export carries the post-build mark";
    } else if (ifUnprocessed && !problem) {
      summary = "already done during next build (its mark matches)";
    } else if (ifUnprocessed && problem?.reason === "stale") {
      throw new PostBuildError(problem.message);
    } else if (check) {
      const problems = exportProblems(out, { basePath: basePath() });
      if (problems.length) throw new PostBuildError(problems.join("\n"));
    } else {
      if (ifUnprocessed) {
        console.warn(
          `Post-build (${where}): Next did not run the step through its build adapter (scripts/build/next-adapter.mjs); running it now.`,
        );
      }
      summary = await postBuild(out, cardCache ?? defaultCardCache);
    }
    console.log(`Post-build (${where}): ${summary}.`);
  } catch (error) {
    // The step's own findings read as a list; anything else keeps its stack for whoever fixes it.
    const text =
      error instanceof PostBuildError ? error.message : /** @type {Error} */ (error).stack;
    console.error(`Post-build failed in ${where}:\n${text}`);
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  runPostBuild({
    folder: args.find((arg) => !arg.startsWith("--")),
    check: args.includes("--check"),
    verify: args.includes("--verify"),
    ifUnprocessed: args.includes("--if-unprocessed"),
  }).catch(() => process.exit(1));
}

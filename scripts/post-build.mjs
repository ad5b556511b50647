// The one step after `next build`, run by Next itself at the end of every build (the build
// adapter, scripts/next-adapter.mjs), in this order:
//  1. not-found pages: keep 404.html, move the French one to fr/404.html, drop Next's copies;
//  2. social cards: draw the PNG of every page listed in social-cards.json, then drop the list;
//  3. the CMS: Decap's files next to admin/index.html, and the preview's stylesheet list;
//  4. pages, each parsed once: first-load chunks handed to the loader, the CSP <meta> written,
//     the home page's font preload added where Next left it out (post-build/pages.mjs);
//  5. compile hints on the first-load chunks those pages list;
//  6. the export checked as a whole (post-build/check.mjs): any surprise fails the build,
//     naming the page or file.
// `node scripts/post-build.mjs [out]`: the export folder is NEXT_DIST_DIR's when set (as
// next.config.ts names it), else out/. `--check` runs step 6 alone, on an export already done.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installCms } from "./admin.mjs";
import { htmlFiles } from "./html-files.mjs";
import { exportProblems } from "./post-build/check.mjs";
import { markChunks } from "./post-build/compile-hints.mjs";
import { PostBuildError } from "./post-build/html.mjs";
import { placeNotFoundPages } from "./post-build/not-found.mjs";
import { fontPreloads, processPage } from "./post-build/pages.mjs";
import { writeSocialImages } from "./social-images.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

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

  const chunks = [];
  let pages = 0;
  // A missing home page is reported by the check below, by name.
  const home = path.join(out, "index.html");
  const fonts = existsSync(home) ? fontPreloads(readFileSync(home, "utf8"), "index.html") : [];
  for (const file of htmlFiles(out)) {
    const page = path.relative(out, file).split(path.sep).join("/");
    const result = processPage(readFileSync(file, "utf8"), page, fonts);
    writeFileSync(file, result.html);
    chunks.push(...result.chunks.scripts, ...result.chunks.preloads);
    pages += 1;
  }
  const marked = markChunks(out, chunks);

  const problems = exportProblems(out, { basePath: basePath() });
  if (problems.length) throw new PostBuildError(problems.join("\n"));
  return [
    "not-found pages in place (404.html, fr/404.html)",
    `${drawn.length} social cards`,
    `CMS (${cms.count} Decap files)`,
    `${pages} pages with their CSP, site pages' chunks started by the loader`,
    `${marked} first-load chunks with compile hints`,
    "export checked",
  ].join("; ");
}

const basePath = () => process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/$/, "") ?? "";

/**
 * The step, or with `check` its checks alone, on the export folder: NEXT_DIST_DIR's when set
 * (as next.config.ts names it), else out/. Logs one summary line; throws when anything fails.
 * `cardCache` is a folder of social cards drawn by earlier builds (the build adapter gives one in
 * Next's cache); without it every card is drawn.
 * @param {{ folder?: string; check?: boolean; cardCache?: string }} [options]
 */
export async function runPostBuild({ folder, check = false, cardCache } = {}) {
  const out = path.resolve(root, folder ?? process.env.NEXT_DIST_DIR ?? "out");
  const where = path.relative(root, out) || out;
  try {
    let summary = "export checked";
    if (check) {
      const problems = exportProblems(out, { basePath: basePath() });
      if (problems.length) throw new PostBuildError(problems.join("\n"));
    } else {
      summary = await postBuild(out, cardCache);
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
  }).catch(() => process.exit(1));
}

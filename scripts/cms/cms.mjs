// `npm run cms`: the CMS's local mode, decap-server on loopback writing this working copy's files
// (no GitHub, no editorial workflow); then `npm run dev` and open http://localhost:3000/admin/.
// `npm run cms -- --drafts`: the editorial workflow, decap-server's Git mode over a clone
// (CMS_DRAFTS_DIR; never this working copy, whose branch decap-server would check out at each
// save while the dev server reads it). Each draft's preview is a dev server of its branch in the
// worktree CMS_PREVIEW_DIR, by default in the temporary folder: under node_modules, Turbopack
// failed to compile its pages. README → "Local mode with drafts".
//   DECAP_PORT           port (default 8081, the one `local_backend: true` looks for)
//   CMS_PREVIEW_PORT     the drafts' preview's port (default 3001)
//   GIT_REPO_DIRECTORY   folder whose content/ is edited (default: this repository; not --drafts)
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { copyVendor } from "./admin.mjs";
import { draftPreviews, startDraftsFront } from "./draft-preview.mjs";
import { root } from "../build/repo-paths.mjs";
import { freePort } from "../dev/proxy.mjs";

const require = createRequire(import.meta.url);

/**
 * The clone the drafts are branches of, made from this repository's committed state on first
 * use, on the branch the form saves to (its `backend.branch`: Decap refuses to load anything
 * from a clone of a working copy on another branch), with a committer of its own when Git has
 * none.
 * @param {string} dir
 */
function draftsClone(dir) {
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
  if (!existsSync(path.join(dir, ".git"))) {
    mkdirSync(path.dirname(dir), { recursive: true });
    execFileSync("git", ["clone", "--quiet", root, dir]);
    const form = parse(readFileSync(path.join(root, "public", "admin", "config.yml"), "utf8"));
    git("checkout", "--quiet", "-B", form?.backend?.branch ?? "main");
  }
  const has = (/** @type {string} */ key) => Boolean(git("config", "--default", "", key));
  if (!has("user.name")) git("config", "user.name", "Content editor (local drafts)");
  if (!has("user.email")) git("config", "user.email", "cms@localhost");
  return dir;
}

const drafts = process.argv.includes("--drafts");
const dir = drafts
  ? draftsClone(path.resolve(root, process.env.CMS_DRAFTS_DIR || "node_modules/.cache/cms-drafts"))
  : path.resolve(process.env.GIT_REPO_DIRECTORY || root);
if (drafts) {
  console.log(
    `Drafts: each save is a branch of ${dir}; publishing merges it there. Bring what is published into this copy with: git pull ${path.relative(root, dir)}`,
  );
}

copyVendor(path.join(root, "public", "admin"));
const port = Number(process.env.DECAP_PORT || 8081);
// With drafts, decap-server answers behind the front that serves the drafts' previews.
const backend = drafts ? await freePort() : port;
const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(backend),
    BIND_HOST: "127.0.0.1",
    MODE: drafts ? "git" : "fs",
    GIT_REPO_DIRECTORY: dir,
  },
});
const hash = createHash("sha1").update(dir).digest("hex").slice(0, 8);
const previewDir = process.env.CMS_PREVIEW_DIR || path.join(tmpdir(), `cms-drafts-preview-${hash}`);
const previews = drafts
  ? draftPreviews({
      root,
      clone: dir,
      dir: path.resolve(root, previewDir),
      port: Number(process.env.CMS_PREVIEW_PORT || 3001),
    })
  : undefined;
if (previews) {
  await startDraftsFront({ port, backend, previews }).catch((error) => {
    console.error(`Could not serve the CMS's backend on port ${port}: ${error.message}`);
    server.kill();
    process.exit(1);
  });
  console.log(`Drafts: a draft's "View Preview" opens its page at ${previews.origin}.`);
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    previews?.stop();
    server.kill(signal);
  });
}
server.on("exit", (code) => {
  previews?.stop();
  process.exit(code ?? 0);
});

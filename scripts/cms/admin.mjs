// Puts Decap CMS next to /admin/index.html, from our own origin (no CDN): into out/admin/vendor/
// in the post-build step (installCms), into public/admin/vendor/ (git-ignored) for `npm run dev`
// and `npm run cms` (copyVendor). Both commands may start together: see replaceVendor.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "yaml";
import { writeCheckModules } from "./cms-check-modules.mjs";
import { contentFolder } from "../build/repo-paths.mjs";

const require = createRequire(import.meta.url);
const decapDist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));
const yamlBrowser = path.join(
  path.dirname(require.resolve("yaml/package.json")),
  "browser",
  "dist",
);

/**
 * The entry file, its lazy chunks and the webp encoder they load; never the source maps.
 * @param {string} name
 */
const isDecapFile = (name) =>
  name === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name);

/**
 * Every file under `dir`, by its path from `dir`, sorted.
 * @param {string} dir @returns {string[]}
 */
const treeFiles = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((name) => !fs.statSync(path.join(dir, name)).isDirectory())
        .sort()
    : [];

/** @param {string} a @param {string} b */
function sameTree(a, b) {
  const files = treeFiles(a);
  const same = (/** @type {string} */ file) =>
    fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file)));
  return files.join("\n") === treeFiles(b).join("\n") && files.every(same);
}

/**
 * `fresh` becomes `vendor`, unless `vendor` already holds the same files. `npm run cms` and
 * `npm run dev` both write Decap here, and one deleting the folder under the other crashed it:
 * each writes its own folder and swaps it in by a rename (which is whole).
 * @param {string} vendor @param {string} fresh
 */
function replaceVendor(vendor, fresh) {
  if (sameTree(fresh, vendor)) return;
  const old = `${fresh}-old`;
  try {
    fs.renameSync(vendor, old);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  }
  try {
    fs.renameSync(fresh, vendor);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(old, { recursive: true, force: true });
  }
}

/** @param {string} adminDir */
export function copyVendor(adminDir) {
  // A hidden folder beside vendor/ (same disk, so the rename is whole; git-ignored).
  const fresh = fs.mkdtempSync(path.join(adminDir, ".vendor-"));
  try {
    const count = writeVendor(fresh);
    replaceVendor(path.join(adminDir, "vendor"), fresh);
    return count;
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
}

/** @param {string} vendor */
function writeVendor(vendor) {
  const files = fs.readdirSync(decapDist).filter(isDecapFile);
  for (const name of files) fs.cpSync(path.join(decapDist, name), path.join(vendor, name));
  fs.cpSync(path.join(decapDist, "decap-cms.js.LICENSE.txt"), path.join(vendor, "LICENSE.txt"));
  // The YAML parser for the top-level-list format registered in cms-setup.js (ES modules).
  fs.cpSync(yamlBrowser, path.join(vendor, "yaml"), { recursive: true });
  // The content schemas, for the form's check before a save (cms-forms.mjs).
  writeCheckModules(vendor);
  // The editor's own messages, from the content like every word (the build checks the file's
  // schema, lib/schemas/labels.ts): cms-setup.js shows them.
  const shared = (/** @type {string} */ name) =>
    parse(fs.readFileSync(path.join(contentFolder(), "shared", name), "utf8"));
  const { cms } = shared("admin.yml");
  // eslint-disable-next-line no-restricted-syntax -- the message names the file read above
  if (!cms?.loading) throw new Error("content/shared/admin.yml has no cms.loading message");
  fs.writeFileSync(path.join(vendor, "cms-words.json"), `${JSON.stringify(cms)}\n`);
  // The route table and the service catalogue, for the check of links before a save: the site's
  // pages are these and the entries the CMS reads when saving (lib/cms/site-pages.ts). Neither
  // file is edited in the CMS's forms, except the catalogue's icons.
  fs.writeFileSync(
    path.join(vendor, "site-routes.json"),
    `${JSON.stringify({ routes: shared("routes.yml"), services: shared("services.yml") })}\n`,
  );
  return files.length;
}

/**
 * Decap next to the exported out/admin/index.html. Part of the post-build step.
 * @param {string} out
 */
export function installCms(out) {
  const adminDir = path.join(out, "admin");
  if (!fs.existsSync(path.join(adminDir, "index.html"))) {
    throw new Error("admin/index.html is missing: public/admin/ was not exported");
  }
  return { count: copyVendor(adminDir) };
}

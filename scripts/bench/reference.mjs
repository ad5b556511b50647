// The "framework floor": a one-page Next.js static export generated from bench/reference/ into
// bench/.work/reference/ (bench/.work/reference-photo/ when it shows the site's home hero photo,
// the same files), built with the project's own next, react and tailwindcss through a relative
// node_modules symlink; rebuilt only when the template, those versions or the photo change.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { elements, parseHtml } from "../build/post-build/html.mjs";
import { srcsetCandidates } from "./photo-budget.mjs";

const PACKAGES = ["next", "react", "react-dom", "tailwindcss", "@tailwindcss/postcss"];

/** @param {string} root @param {string} name @returns {string} */
export function packageVersion(root, name) {
  const file = path.join(root, "node_modules", name, "package.json");
  return JSON.parse(readFileSync(file, "utf8")).version;
}

/**
 * @typedef {{ src: string, srcSet: string, sizes: string, width: number, height: number, alt: string }} HeroImage
 * @typedef {{ img: HeroImage, files: { url: string, file: string }[] }} HeroPhoto
 */

/**
 * The home page's hero photo (the high-priority <picture>'s AVIF candidates, which Chromium
 * picks, and `sizes`) when the site serves it itself, for the floor to show the same files.
 * @param {string} html
 * @returns {HeroImage | null}
 */
export function heroImage(html) {
  for (const picture of elements(parseHtml(html))) {
    if (picture.tagName !== "picture") continue;
    const children = picture.children.filter((node) => node.type === "element");
    const img = children.find((el) => el.tagName === "img");
    const avif = children.find(
      (el) => el.tagName === "source" && el.properties.type === "image/avif",
    );
    if (!img || !avif || img.properties.fetchPriority !== "high") continue;
    const srcSet = String(avif.properties.srcSet ?? "");
    const src = String(img.properties.src ?? "");
    if (!src.startsWith("/") || srcsetCandidates(srcSet).length === 0) return null;
    return {
      src,
      srcSet,
      sizes: String(avif.properties.sizes ?? img.properties.sizes ?? ""),
      width: Number(img.properties.width),
      height: Number(img.properties.height),
      alt: String(img.properties.alt ?? ""),
    };
  }
  return null;
}

/**
 * The hero photo of the export in `siteOut` with its files, or null.
 * @param {string} siteOut
 * @returns {HeroPhoto | null}
 */
export function heroPhoto(siteOut) {
  const img = heroImage(readFileSync(path.join(siteOut, "index.html"), "utf8"));
  if (!img) return null;
  const urls = new Set([img.src, ...srcsetCandidates(img.srcSet).map(({ url }) => url)]);
  return {
    img,
    files: [...urls].map((url) => ({ url, file: path.join(siteOut, ...url.split("/")) })),
  };
}

/**
 * Builds the reference if needed, with `photo` as its hero photo when given; returns the folder
 * to serve.
 * @param {string} root
 * @param {{ photo: HeroPhoto | null }} options
 */
export function buildReference(root, { photo }) {
  const templateDir = path.join(root, "bench", "reference");
  const workDir = path.join(root, "bench", ".work", photo ? "reference-photo" : "reference");
  const outDir = path.join(workDir, "out");
  const stampFile = path.join(workDir, ".bench-stamp");
  const hash = createHash("sha256");
  if (photo) {
    hash.update(JSON.stringify(photo.img));
    for (const { file } of photo.files) hash.update(readFileSync(file));
  }
  for (const file of readdirSync(templateDir, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(templateDir, file);
    if (statSync(full).isFile()) hash.update(file).update("\0").update(readFileSync(full));
  }
  for (const name of PACKAGES) hash.update(`${name}@${packageVersion(root, name)}\n`);
  const stamp = hash.digest("hex");

  const where = path.relative(root, workDir);
  const upToDate = existsSync(path.join(outDir, "index.html")) && existsSync(stampFile);
  if (upToDate && readFileSync(stampFile, "utf8") === stamp) {
    console.log(`Reference (framework floor) is up to date in ${where}/out/`);
    return outDir;
  }

  console.log(`Building the reference (framework floor) in ${where}/ …`);
  rmSync(workDir, { recursive: true, force: true });
  cpSync(templateDir, workDir, { recursive: true });
  if (photo) {
    writeFileSync(path.join(workDir, "app", "hero-photo.json"), JSON.stringify(photo.img));
    for (const { url, file } of photo.files) {
      cpSync(file, path.join(workDir, "public", ...url.split("/")));
    }
  }
  const modules = path.join(root, "node_modules");
  symlinkSync(path.relative(workDir, modules), path.join(workDir, "node_modules"), "dir");

  const nextBin = path.join(workDir, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: workDir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (build.status !== 0) {
    throw new Error(`Reference build failed (exit ${build.status ?? build.signal})`);
  }
  if (!existsSync(path.join(outDir, "index.html"))) {
    throw new Error("Reference build wrote no out/index.html");
  }
  writeFileSync(stampFile, stamp);
  return outDir;
}

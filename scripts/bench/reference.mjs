// The "framework floor": a one-page Next.js static export generated from bench/reference/
// into bench/.work/reference/, built with the project's own next, react and tailwindcss
// (its node_modules is a relative symlink to the project's). Rebuilt only when the
// template or those versions change.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const PACKAGES = ["next", "react", "react-dom", "tailwindcss", "@tailwindcss/postcss"];

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

export function packageVersion(root, name) {
  const file = path.join(root, "node_modules", name, "package.json");
  return JSON.parse(readFileSync(file, "utf8")).version;
}

function fingerprint(root, templateDir) {
  const hash = createHash("sha256");
  for (const file of listFiles(templateDir)) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(templateDir, file)));
  }
  for (const name of PACKAGES) hash.update(`${name}@${packageVersion(root, name)}\n`);
  return hash.digest("hex");
}

/** Builds the reference if needed; returns the folder to serve. */
export function buildReference(root, { force = false } = {}) {
  const templateDir = path.join(root, "bench", "reference");
  const workDir = path.join(root, "bench", ".work", "reference");
  const outDir = path.join(workDir, "out");
  const stampFile = path.join(workDir, ".bench-stamp");
  const stamp = fingerprint(root, templateDir);

  const upToDate =
    !force &&
    existsSync(path.join(outDir, "index.html")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp;
  if (upToDate) {
    console.log("Reference (framework floor) is up to date in bench/.work/reference/out/");
    return outDir;
  }

  console.log("Building the reference (framework floor) in bench/.work/reference/ …");
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  cpSync(templateDir, workDir, { recursive: true });
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

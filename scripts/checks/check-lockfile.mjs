// `npm ci` refuses a lock file in which a package's optional dependency has no entry. The
// registry mirror of this project's machines serves only Linux builds of the platform
// packages (Next's swc, Tailwind's oxide, unrs-resolver, oxc-parser), so a lock regenerated
// here loses the others. Each such entry needs only its version, os, cpu and `optional` (npm
// skips it on other platforms and fetches it by version where it fits).
// `--fix` writes the missing entries, reading os and cpu from the package name.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../build/repo-paths.mjs";

const lockPath = path.join(root, "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const { packages } = lock;

const missing = Object.entries(packages).flatMap(([owner, entry]) =>
  Object.entries(entry.optionalDependencies ?? {})
    .filter(([name]) => !(`node_modules/${name}` in packages))
    .map(([name, version]) => ({ name, version, owner })),
);

const OSES = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "netbsd", "openbsd"];
const CPUS = ["arm64", "arm", "x64", "ia32", "ppc64", "riscv64", "s390x", "loong64", "wasm32"];

/**
 * "@scope/binding-linux-arm-gnueabihf" → { os: "linux", cpu: "arm" }; null when unknown.
 * @param {string} name
 */
function platformOf(name) {
  const parts = (name.split("/").pop() ?? "").split("-");
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  return os && cpu ? { os, cpu } : null;
}

if (missing.length && process.argv.includes("--fix")) {
  const unknown = [];
  for (const { name, version } of missing) {
    const platform = platformOf(name);
    if (!platform) {
      unknown.push(name);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~]/, ""),
      cpu: [platform.cpu],
      optional: true,
      os: [platform.os],
    };
  }
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  if (unknown.length) {
    console.error(`No platform could be read from: ${unknown.join(", ")}; add them by hand.`);
    process.exit(1);
  }
  console.log(`Added ${missing.length} optional platform entries to package-lock.json.`);
} else if (missing.length) {
  console.error(
    `package-lock.json lacks entries that npm ci requires:\n  ${missing
      .map(
        ({ name, version, owner }) =>
          `${name}@${version} (optional dependency of ${owner || "the root"})`,
      )
      .join("\n  ")}\nRun \`node scripts/checks/check-lockfile.mjs --fix\`.`,
  );
  process.exit(1);
}

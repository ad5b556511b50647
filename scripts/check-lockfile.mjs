// `npm ci` refuses a lock file in which a package's optional dependency has no entry. The
// registry mirror of this project's machines serves only Linux builds of the platform
// packages (Next's swc, Tailwind's oxide, unrs-resolver), so a lock regenerated here loses
// the others. Each such entry needs only its version, os, cpu and `optional` (npm skips it
// on other platforms and fetches it by version where it fits).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { packages } = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));

const missing = Object.entries(packages).flatMap(([owner, entry]) =>
  Object.entries(entry.optionalDependencies ?? {})
    .filter(([name]) => !(`node_modules/${name}` in packages))
    .map(([name, version]) => `${name}@${version} (optional dependency of ${owner || "the root"})`),
);

if (missing.length) {
  console.error(
    `package-lock.json lacks entries that npm ci requires:\n  ${missing.join("\n  ")}\n` +
      "Add each with its version, os, cpu and optional: true (see the history of this file).",
  );
  process.exit(1);
}

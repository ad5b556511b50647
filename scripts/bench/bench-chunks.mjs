// `npm run bench:chunks [-- --no-build] [routes…]`: what each first-load chunk of a route holds.
// Builds with source maps (BUNDLE_SOURCE_MAPS=1), then reads them with source-map-explorer and
// prints, per chunk, its brotli size and its largest sources grouped by package, as markdown.
// The maps stay in out/; run `npm run build` afterwards for a deployable export.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { explore } from "source-map-explorer";
import { firstLoadScripts } from "../build/first-load-chunks.mjs";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const outDir = path.join(root, "out");
const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const routes = args.filter((arg) => !arg.startsWith("--"));
if (routes.length === 0) routes.push("/", "/testimonials/", "/contact/");

if (build) {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUNDLE_SOURCE_MAPS: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @param {string} file */
const brotli = (file) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length;

/**
 * node_modules/<pkg> (scoped or not), next's own runtime split out, else the app's file.
 * @param {string} source
 */
function owner(source) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(source);
  if (!match) return source.replace(/^webpack:\/\/_N_E\//, "").replace(/^\.\//, "app: ");
  const [, pkg, rest] = match;
  if (pkg === "next") return `next/${rest.split("/").slice(0, 3).join("/")}`;
  return pkg;
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1000).toFixed(1);
const seen = new Map();
const lines = [];
for (const route of routes) {
  // Same rule as __tests__/e2e/bytes.spec.ts: the chunks the page's loader starts.
  const html = readFileSync(path.join(outDir, route, "index.html"), "utf8");
  let total = 0;
  lines.push(
    `### \`${route}\``,
    "",
    "| chunk | brotli kB | holds (minified kB by source) |",
    "| --- | --- | --- |",
  );
  for (const src of new Set(firstLoadScripts(html))) {
    const file = path.join(outDir, src.replace(/^\/[^_]*(?=\/_next\/)/, ""));
    const size = brotli(file);
    total += size;
    const name = path.basename(src);
    if (seen.has(name)) {
      lines.push(`| \`${name}\` | ${kb(size)} | (as above) |`);
      continue;
    }
    let holds = "no source map";
    // Turbopack names the map after its own hash, so follow the file's sourceMappingURL.
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, "utf8"))?.[1];
    const map = mapName && path.join(path.dirname(file), mapName);
    if (map && existsSync(map)) {
      const { bundles } = await explore(
        { code: file, map },
        { output: { format: "json" }, noBorderChecks: true },
      );
      const groups = new Map();
      for (const [source, { size }] of Object.entries(bundles[0].files)) {
        const key = owner(source);
        if (!source.startsWith("[")) groups.set(key, (groups.get(key) ?? 0) + size);
      }
      holds = [...groups]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([key, bytes]) => `${key} ${kb(bytes)}`)
        .join("; ");
    }
    seen.set(name, holds);
    lines.push(`| \`${name}\` | ${kb(size)} | ${holds} |`);
  }
  lines.push(`| **total** | **${kb(total)}** | |`, "");
}
console.log(lines.join("\n"));

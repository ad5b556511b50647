// `npm start`: build when out/ is missing or older than the sources, then serve it on :3000;
// an export that the post-build step did not process (no CSP, no checks) is refused.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPostBuild } from "../build/post-build.mjs";
import { serveOut } from "./serve.mjs";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const SOURCES = [
  "app",
  "components",
  "content",
  "lib",
  "public",
  "next.config.ts",
  "package-lock.json",
];

/** @param {string} entry @returns {number} */
function newestMtime(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const marker = path.join(root, "out", "index.html");
const sourcesTime = Math.max(
  ...SOURCES.map((name) => path.join(root, name))
    .filter(existsSync)
    .map(newestMtime),
);
if (!existsSync(marker) || statSync(marker).mtimeMs < sourcesTime) {
  console.log("Building the site into out/ …");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The step's own message says what is wrong; nothing is served.
await runPostBuild({ folder: "out", verify: true }).catch(() => process.exit(1));

const port = Number(process.env.PORT || 3000);
console.log(`Serving out/ on http://localhost:${port}`);
const child = serveOut({ host: process.env.HOST || "localhost", port });
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));

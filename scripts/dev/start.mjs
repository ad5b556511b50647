// `npm start`: build when out/ is missing or older than the sources, then serve it on :3000;
// an export that the post-build step did not process (no CSP, no checks) is refused.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { runPostBuild } from "../build/post-build.mjs";
import { serveUntilStopped } from "./serve.mjs";
import { root } from "../build/repo-paths.mjs";

const SOURCES = [
  "app",
  "components",
  "content",
  "lib",
  "public",
  "next.config.ts",
  "package-lock.json",
];

const marker = path.join(root, "out", "index.html");
const sourcesTime = SOURCES.map((name) => path.join(root, name))
  .filter(existsSync)
  .flatMap((entry) => [
    entry,
    ...(statSync(entry).isDirectory()
      ? readdirSync(entry, { recursive: true, encoding: "utf8" }).map((name) =>
          path.join(entry, name),
        )
      : []),
  ])
  .reduce((newest, file) => Math.max(newest, statSync(file).mtimeMs), 0);
if (!existsSync(marker) || statSync(marker).mtimeMs < sourcesTime) {
  console.log("Building the site into out/ …");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The step's own message says what is wrong; nothing is served.
await runPostBuild({ folder: "out", verify: true }).catch(() => process.exit(1));

const port = Number(process.env.PORT || 3000);
console.log(`Serving out/ on http://localhost:${port}`);
serveUntilStopped({ host: process.env.HOST || "localhost", port });

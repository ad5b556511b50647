// Serves out/ the way a static host does: clean URLs, trailing slashes, the nearest 404.html
// with status 404, compression and the production security headers (serve.json), from
// scripts/dev/static-server.mjs in a process of its own.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { root } from "../build/repo-paths.mjs";

/**
 * @param {{ dir?: string, host?: string, port?: number,
 *   stdio?: import("node:child_process").StdioOptions }} [options]
 */
export function serveOut({
  dir = path.join(root, "out"),
  host = "127.0.0.1",
  port = 3000,
  stdio = "inherit",
} = {}) {
  if (!existsSync(path.join(dir, "index.html")) && !existsSync(dir)) {
    throw new Error(
      `Nothing to serve in ${path.relative(root, dir) || dir}: run "npm run build" first.`,
    );
  }
  return spawn(
    process.execPath,
    [path.join(root, "scripts", "dev", "static-server.mjs"), dir, host, String(port)],
    { stdio, env: { ...process.env, NODE_ENV: "production" } },
  );
}

/**
 * serveOut for a command of its own: stopping the command stops the server, and the command ends
 * with it.
 * @param {Parameters<typeof serveOut>[0]} options
 */
export function serveUntilStopped(options) {
  const child = serveOut(options);
  const stop = () => child.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serveUntilStopped({
    host: process.env.HOST || "127.0.0.1",
    port: Number(process.env.PORT || 3000),
    dir: process.env.SERVE_DIR ? path.resolve(process.env.SERVE_DIR) : undefined,
  });
}

// Static servers for the benchmark: scripts/dev/serve.mjs on a free loopback port, each in a
// process of its own, all stopped by stopServers().
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../dev/proxy.mjs";
import { serveOut } from "../dev/serve.mjs";

/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();

/**
 * Serves `dir` like `npm run serve` does; resolves to its origin once GET / answers.
 * @param {string} dir @param {string} label
 */
export async function startServer(dir, label) {
  const port = await freePort();
  const child = serveOut({ dir, port, stdio: ["ignore", "ignore", "inherit"] });
  children.add(child);
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(150)) {
    if (child.exitCode !== null) throw new Error(`serve exited early (code ${child.exitCode})`);
    const response = await fetch(`${origin}/`, {
      headers: { "accept-encoding": "gzip" },
      signal: AbortSignal.timeout(2000),
    }).catch(() => null);
    if (!response) continue;
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${label}: GET / answered ${response.status}`);
    const encoding = response.headers.get("content-encoding") ?? "none";
    console.log(`Serving ${label} on ${origin} (content-encoding: ${encoding})`);
    return origin;
  }
  throw new Error(`serve did not answer on ${origin} within 20 s`);
}

/** Stops every server started here; safe to call more than once. */
export function stopServers() {
  for (const child of children) {
    if (child.exitCode === null) child.kill("SIGTERM");
  }
  children.clear();
}

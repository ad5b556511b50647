// Static servers for the benchmark: scripts/dev/serve.mjs on a free loopback port, ready when
// it answers over HTTP, and stopped (with everything else) by stopAll().
import http from "node:http";
import net from "node:net";
import { serveOut } from "../dev/serve.mjs";

const HOST = "127.0.0.1";
const children = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} url @returns {Promise<import("node:http").IncomingMessage>} */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response));
    });
    request.on("error", reject);
    request.setTimeout(2000, () => request.destroy(new Error("timeout")));
  });
}

/**
 * @param {string} origin @param {import("node:child_process").ChildProcess} child
 * @param {number} [timeoutMs]
 */
async function waitUntilUp(origin, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve exited early (code ${child.exitCode})`);
    try {
      return await get(`${origin}/`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`serve did not answer on ${origin} within ${timeoutMs / 1000} s`);
}

/**
 * Serves `dir` like `npm run serve` does; resolves to its origin once it answers.
 * @param {string} dir @param {string} label
 */
export async function startServer(dir, label) {
  const port = await freePort();
  const child = serveOut({ dir, host: HOST, port, stdio: ["ignore", "ignore", "inherit"] });
  children.add(child);
  child.on("exit", () => children.delete(child));
  const origin = `http://${HOST}:${port}`;
  const response = await waitUntilUp(origin, child);
  if (response.statusCode !== 200) {
    throw new Error(`${label}: GET / answered ${response.statusCode}`);
  }
  const encoding = response.headers["content-encoding"] ?? "none";
  console.log(`Serving ${label} on ${origin} (content-encoding: ${encoding})`);
  return { origin, encoding };
}

/** Stops every server started here; safe to call more than once. */
export function stopServers() {
  for (const child of children) {
    if (child.exitCode === null) child.kill("SIGTERM");
  }
  children.clear();
}

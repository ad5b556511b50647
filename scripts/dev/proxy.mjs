// `npm run dev` serves the site through this proxy in front of `next dev`: while the content has a
// problem, every page answers with the page naming each file and field (status 500), not the
// framework's error screen; otherwise everything passes through, the live-reload socket too.
// The framework has no hook for this (docs/decisions/0012), and a static export has no middleware.
import http from "node:http";
import net from "node:net";
import { PROBLEM_STATUS_PATH, contentProblemPage } from "./content-problem-page.mjs";

/** The framework's own files and the CMS: passed through whatever the content says. */
const PASSED = /^\/(?:_next\/|__nextjs|admin(?:\/|$)|favicon)/;

/**
 * @param {{
 *   port: number,
 *   host?: string,
 *   target: number,
 *   problem: () => Promise<string | undefined>,
 *   label?: (file: string, at: string) => string | undefined,
 *   waiting?: (path: string) => Promise<string | undefined>,
 * }} options
 *   `target`: next dev's loopback port; `problem`: the loader's message, if any; `label`: a field
 *   as the CMS's form labels it (formLabeller); `waiting`: the page of an area that waits for
 *   local work at this path (next dev would show its error screen: no generateStaticParams has it).
 * @returns {Promise<http.Server>}
 */
export function startDevProxy({ port, host, target, problem, label, waiting }) {
  const server = http.createServer(async (request, response) => {
    const url = request.url ?? "/";
    if (url.split("?")[0] === PROBLEM_STATUS_PATH) {
      const message = await problem();
      response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify({ problem: Boolean(message) }));
      return;
    }
    if (!PASSED.test(url)) {
      const message = await problem();
      // A client-side navigation (an RSC request) gets the page too: not the framework's
      // format, so the browser loads the address as a whole page, which shows it.
      const [status, page] = message
        ? [500, contentProblemPage(message, label)]
        : [404, await waiting?.(url.split("?")[0] ?? "/")];
      if (page) {
        response.writeHead(status, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
        });
        response.end(page);
        return;
      }
    }
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: target,
        method: request.method,
        path: url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end("The development server is starting or has stopped; reload in a moment.");
    });
    request.pipe(upstream);
  });
  // The live-reload WebSocket: the upgrade request is written to next dev as it came, then
  // both sockets are joined.
  server.on("upgrade", (request, socket, head) => {
    const upstream = net.connect(target, "127.0.0.1", () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * A child's output passed on to this process's, each chunk through `change`.
 * @param {import("node:child_process").ChildProcess} child @param {(text: string) => string} change
 */
export function relayOutput(child, change) {
  child.stdout?.on("data", (chunk) => process.stdout.write(change(String(chunk))));
  child.stderr?.on("data", (chunk) => process.stderr.write(change(String(chunk))));
}

/** A free loopback port for next dev behind the proxy. */
export function freePort() {
  return new Promise(
    /** @param {(port: number) => void} resolve */ (resolve, reject) => {
      const probe = net.createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    },
  );
}

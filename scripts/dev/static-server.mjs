// The static host of `npm start`, the browser tests and the benchmark: serve's own handler
// (clean URLs, trailing slashes, the serve.json headers) with gzip, plus one thing serve's CLI
// cannot do: an unknown path is answered, with status 404, by the nearest 404.html up its
// path, as Cloudflare Pages does, so /fr/… gets the French not-found page and the rest the
// root one. Run by scripts/dev/serve.mjs: `node scripts/dev/static-server.mjs <dir> <host> <port>`.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import compression from "compression";
import handler from "serve-handler";
import { root } from "../build/repo-paths.mjs";

const config = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));

/**
 * The 404.html nearest to a site path, from its own folder up to the root of `dir`.
 * @param {string} dir @param {string} sitePath
 */
export function notFoundPage(dir, sitePath) {
  const segments = decodeURIComponent(sitePath.split("?")[0]).split("/").filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const candidate = path.join(dir, ...segments.slice(0, depth), "404.html");
    if (candidate.startsWith(dir) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** @param {string} dir */
export function createStaticServer(dir) {
  const compress = promisify(compression());
  return http.createServer(async (request, response) => {
    await compress(request, response);
    await handler(
      request,
      response,
      { ...config, public: dir },
      {
        // serve-handler's own error page is the root 404.html only; its function is not
        // exported, so this stands in for it whole.
        async sendError(absolutePath, res, acceptsJSON, current, handlers, serveConfig, spec) {
          const page =
            spec.statusCode === 404 && !acceptsJSON && notFoundPage(dir, request.url ?? "/");
          // Only the site-wide rules: the 404 page is HTML, revalidated like every page.
          const headers = Object.fromEntries(
            (serveConfig.headers ?? [])
              .filter((rule) => rule.source === "**")
              .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
          );
          if (!page) {
            res.writeHead(spec.statusCode, {
              ...headers,
              "Content-Type": "text/plain; charset=utf-8",
            });
            res.end(spec.message);
            return;
          }
          res.writeHead(404, { ...headers, "Content-Type": "text/html; charset=utf-8" });
          createReadStream(page).pipe(res);
        },
      },
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, host, port] = process.argv.slice(2);
  const server = createStaticServer(path.resolve(dir));
  server.listen(Number(port), host, () => console.log(`Serving ${dir} on http://${host}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

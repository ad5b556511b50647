// Next writes the not-found page three times: out/404.html, out/404/index.html and
// out/_not-found/index.html. A static host would serve the last two at /404/ and /_not-found/
// with status 200 (soft 404s for crawlers), so only out/404.html (status 404) is kept. The
// French not-found page, exported as out/fr/404/index.html, moves to out/fr/404.html, where
// hosts serve it for unknown /fr/… paths (Cloudflare Pages by itself, Netlify by the rule in
// netlify.toml, `npm start` by scripts/static-server.mjs).
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PostBuildError } from "./html.mjs";

export const NOT_FOUND_PAGES = ["404.html", path.join("fr", "404.html")];
export const NOT_FOUND_DUPLICATES = ["404", "_not-found", path.join("fr", "404")];

export function placeNotFoundPages(out) {
  if (!existsSync(path.join(out, "404.html"))) {
    throw new PostBuildError("404.html is missing: the not-found page was not built");
  }
  const french = path.join(out, "fr", "404", "index.html");
  if (!existsSync(french)) {
    throw new PostBuildError(
      "fr/404/index.html is missing: the French not-found page was not built",
    );
  }
  renameSync(french, path.join(out, "fr", "404.html"));
  for (const dir of NOT_FOUND_DUPLICATES) {
    const full = path.join(out, dir);
    if (!existsSync(full)) continue;
    // Only Next's copies of the page and its client payload (*.txt) may be there.
    const unexpected = readdirSync(full, { recursive: true, encoding: "utf8" }).filter(
      (name) => !/^(index\.html|.*\.txt)$/.test(path.basename(name)) && path.extname(name) !== "",
    );
    if (unexpected.length) {
      throw new PostBuildError(
        `${dir}/ holds more than Next's not-found copies: ${unexpected.join(", ")}`,
      );
    }
    rmSync(full, { recursive: true });
  }
}

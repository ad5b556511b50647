// Post-build: Next also writes the not-found page as out/404/index.html and
// out/_not-found/index.html. A static host would serve those at /404/ and /_not-found/
// with status 200 — soft 404s for crawlers — so only out/404.html (status 404) is kept.
// The French not-found page, exported as out/fr/404/index.html, moves to out/fr/404.html,
// where hosts serve it for unknown /fr/… paths (Cloudflare Pages by itself, Netlify by the
// rule in netlify.toml, `npm start` by scripts/static-server.mjs).
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.resolve(process.argv[2] ?? path.join(root, "out"));

const fail = (message) => {
  console.error(`prune-export: ${message}`);
  process.exit(1);
};

if (!existsSync(path.join(out, "404.html")))
  fail("out/404.html is missing: the build is incomplete");
for (const duplicate of ["404/index.html", "_not-found/index.html"]) {
  rmSync(path.join(out, duplicate), { force: true });
}
const french = path.join(out, "fr", "404", "index.html");
if (!existsSync(french))
  fail("out/fr/404/index.html is missing: the French not-found page was not built");
renameSync(french, path.join(out, "fr", "404.html"));
// What is left is the page's payload for client-side navigation (*.txt), which no link uses.
const left = readdirSync(path.join(out, "fr", "404"));
const unexpected = left.filter((name) => !name.endsWith(".txt"));
if (unexpected.length) fail(`out/fr/404/ holds more than Next's payload: ${unexpected.join(", ")}`);
rmSync(path.join(out, "fr", "404"), { recursive: true });
// The social cards' manifest was read by scripts/social-images.mjs; it is not for visitors.
rmSync(path.join(out, "social-cards.json"), { force: true });
console.log(
  "Pruned the not-found page's duplicates (404/, _not-found/) and the social cards' manifest; 404.html stays, fr/404.html is the French one.",
);

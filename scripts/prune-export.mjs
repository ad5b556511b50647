// Post-build: Next also writes the not-found page as out/404/index.html and
// out/_not-found/index.html. A static host would serve those at /404/ and /_not-found/
// with status 200 — soft 404s for crawlers — so only out/404.html (status 404) is kept.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.resolve(process.argv[2] ?? path.join(root, "out"));

for (const duplicate of ["404/index.html", "_not-found/index.html"]) {
  rmSync(path.join(out, duplicate), { force: true });
}
// The social cards' manifest was read by scripts/social-images.mjs; it is not for visitors.
rmSync(path.join(out, "social-cards.json"), { force: true });
console.log(
  "Pruned the not-found page's duplicates (404/, _not-found/) and the social cards' manifest; 404.html stays.",
);

// `node scripts/check-indexing.mjs preview|production`: checks the robots meta of every
// page in out/. A preview build must be noindex, nofollow everywhere; a production build
// has no robots meta except on 404.html (design.md §6).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, "out");
const mode = process.argv[2];
if (mode !== "preview" && mode !== "production") {
  console.error("Usage: node scripts/check-indexing.mjs preview|production");
  process.exit(2);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

const ROBOTS = /<meta name="robots" content="([^"]*)"/g;
const problems = [];
const files = htmlFiles(out);
for (const file of files) {
  const relative = path.relative(out, file);
  const robots = [...readFileSync(file, "utf8").matchAll(ROBOTS)].map(([, content]) => content);
  const indexable = !robots.some((content) => content.includes("noindex"));
  if (relative === "404.html") {
    if (indexable) problems.push(`${relative}: the not-found page must be noindex`);
  } else if (mode === "preview") {
    if (!robots.some((content) => /noindex/.test(content) && /nofollow/.test(content))) {
      problems.push(
        `${relative}: a preview page must be "noindex, nofollow" (has ${robots.join(" | ") || "none"})`,
      );
    }
  } else if (robots.length > 0) {
    problems.push(
      `${relative}: a production page must have no robots meta (has ${robots.join(" | ")})`,
    );
  }
}

if (files.length < 28)
  problems.push(`only ${files.length} HTML files in out/: is the build complete?`);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`${mode}: robots meta as expected on all ${files.length} HTML files.`);

// `node scripts/checks/check-indexing.mjs preview|production`: the robots meta of every page in
// out/ (docs/decisions/0007, 0016): a preview is noindex, nofollow everywhere; in production only
// the not-found pages and pages the sitemap leaves out are noindex, /admin/ in both. On a preview
// every page shows the banner (naming BRANCH, linking to the production page, counting the French
// entries behind); production carries no banner, nor a notice scheduled for later.
import { readFileSync } from "node:fs";
import path from "node:path";
import { exportPages } from "../build/html-files.mjs";
import { root } from "../build/repo-paths.mjs";

const out = path.join(root, "out");
const mode = process.argv[2];
if (mode !== "preview" && mode !== "production") {
  console.error("Usage: node scripts/checks/check-indexing.mjs preview|production");
  process.exit(2);
}

const ROBOTS = /<meta name="robots" content="([^"]*)"/g;
const BANNER = /<section aria-label="[^"]+" data-preview-banner=""[^>]*>([\s\S]*?)<\/section>/;
const siteUrl = (
  process.env.NEXT_PUBLIC_SITE_URL || "https://www.northbrush-painting.example"
).replace(/\/+$/, "");
const branch = process.env.BRANCH;
// The banner counts the French entries behind English, as the status page beside the CMS does.
const behind = JSON.parse(
  readFileSync(path.join(out, "admin", "translations", "status.json"), "utf8"),
).outdated.length;
const problems = [];
const files = exportPages(out);
// A production page is indexable exactly when the sitemap lists it: a page sent rather than
// found (the review page, docs/decisions/0016) is noindex and unlisted, both or neither.
const sitemap = readFileSync(path.join(out, "sitemap.xml"), "utf8");
const listed = new Set(
  [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) =>
    loc.startsWith(siteUrl) ? loc.slice(siteUrl.length) || "/" : new URL(loc).pathname,
  ),
);
for (const relative of files) {
  const html = readFileSync(path.join(out, relative), "utf8");
  const robots = [...html.matchAll(ROBOTS)].map(([, content]) => content);
  const page = `/${relative.replace(/index\.html$/, "")}`;
  const banner = BANNER.exec(html)?.[1];
  // docs/decisions/0009: a notice whose first day is to come shows on previews only, marked.
  if (mode === "production" && html.includes("data-notice-scheduled")) {
    problems.push(`${relative}: a production page must not show a notice before its first day`);
  }
  if (mode === "production" && html.includes("data-preview-banner")) {
    problems.push(`${relative}: a production page must carry no preview banner`);
  } else if (mode === "preview" && relative.endsWith("index.html") && !page.startsWith("/admin/")) {
    if (!banner) problems.push(`${relative}: a preview page must show the preview banner`);
    else {
      if (branch && !banner.includes(branch)) {
        problems.push(`${relative}: the preview banner must name the branch "${branch}"`);
      }
      if (!banner.includes(`href="${siteUrl}${page}"`)) {
        problems.push(`${relative}: the preview banner must link to ${siteUrl}${page}`);
      }
      if (!banner.includes(`data-translations-behind="${behind}"`)) {
        problems.push(
          `${relative}: the preview banner must say ${behind} French entries are behind`,
        );
      }
    }
  }
  const indexable = !robots.some((content) => content.includes("noindex"));
  if (relative.startsWith("admin/")) {
    // The CMS is never indexed, in production too.
    if (!robots.some((content) => /noindex/.test(content) && /nofollow/.test(content))) {
      problems.push(`${relative}: the CMS page must be "noindex, nofollow" in every build`);
    }
  } else if (path.basename(relative) === "404.html") {
    // The not-found pages: out/404.html and the French one, out/fr/404.html.
    if (indexable) problems.push(`${relative}: the not-found page must be noindex`);
  } else if (mode === "preview") {
    if (!robots.some((content) => /noindex/.test(content) && /nofollow/.test(content))) {
      problems.push(
        `${relative}: a preview page must be "noindex, nofollow" (has ${robots.join(" | ") || "none"})`,
      );
    }
  } else if (!listed.has(page)) {
    if (indexable) {
      problems.push(`${relative}: a page the sitemap does not list must be noindex`);
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
console.log(
  `${mode}: robots meta and preview banner as expected on all ${files.length} HTML files.`,
);

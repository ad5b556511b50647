// Writes the App Router's page files from content/shared/routes.yml, the one table of the
// site's addresses: `node scripts/routes.mjs [appDir]` (run before dev, build and typecheck).
// Next finds pages by folder name, so each address needs a file; the files are derived, not
// kept in Git (.gitignore), and each holds two lines of substance: which page type it is
// (app/_pages/<key>.tsx, the one definition of that page in both languages) and which
// language. A renamed slug moves its page; a page file left from an old slug is removed.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const HEADER =
  "// Written by scripts/routes.mjs from content/shared/routes.yml: edit the table, not this file.";
const LOCALE_DIRS = { en: "(en)", fr: path.join("(fr)", "fr") };
const TABLE = "content/shared/routes.yml";

class RoutesError extends Error {}

const staticModule = (type, locale) => `${HEADER}
import route from "@/app/_pages/${type}";

const page = route("${locale}");
export const metadata = page.metadata;
export default page.Page;
`;

/** A page per entry of a list (a service, a project): page type `type`. */
const entryModule = (type, locale) => `${HEADER}
import route from "@/app/_pages/${type}";

const page = route("${locale}");
// Only the content's entries exist; any other address is the not-found page.
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
`;

function slugOf(row, where) {
  for (const locale of Object.keys(LOCALE_DIRS)) {
    if (typeof row?.[locale] !== "string") {
      throw new RoutesError(`${TABLE}: ${where}.${locale} must be a slug (text)`);
    }
    if (row[locale].includes("..") || row[locale].startsWith("/")) {
      throw new RoutesError(`${TABLE}: ${where}.${locale} "${row[locale]}" is not a slug`);
    }
  }
  return row;
}

/**
 * Every page file the table asks for: { file (relative to app/), source }. The projects page
 * and its project pages exist only while there is a project (`hasProjects`): Next cannot export
 * a page list with no page in it, and the site shows no empty section.
 */
export function routeModules(table, appDir, { hasProjects = false } = {}) {
  const pages = table?.pages;
  if (!pages || typeof pages !== "object") throw new RoutesError(`${TABLE}: no pages table`);
  const modules = [];
  for (const [key, row] of Object.entries(pages)) {
    if (key === "projects" && !hasProjects) continue;
    slugOf(row, `pages.${key}`);
    if (!existsSync(path.join(appDir, "_pages", `${key}.tsx`))) {
      throw new RoutesError(
        `${TABLE}: pages.${key} has no page type (app/_pages/${key}.tsx is missing)`,
      );
    }
    for (const [locale, dir] of Object.entries(LOCALE_DIRS)) {
      modules.push({
        file: path.join(dir, row[locale], "page.tsx"),
        source: staticModule(key, locale),
      });
    }
  }
  const services = slugOf(pages.services, "pages.services");
  const projects = hasProjects ? slugOf(pages.projects, "pages.projects") : null;
  for (const [locale, dir] of Object.entries(LOCALE_DIRS)) {
    modules.push({
      file: path.join(dir, services[locale], "[category]", "[service]", "page.tsx"),
      source: entryModule("service", locale),
    });
    if (projects) {
      modules.push({
        file: path.join(dir, projects[locale], "[project]", "page.tsx"),
        source: entryModule("project", locale),
      });
    }
  }
  const seen = new Map();
  for (const { file } of modules) {
    if (seen.has(file)) throw new RoutesError(`${TABLE}: two pages would be ${file}`);
    seen.set(file, true);
  }
  return modules;
}

/** page.tsx files below the language folders that this script wrote (they carry HEADER). */
function generatedFiles(appDir) {
  return Object.values(LOCALE_DIRS).flatMap((dir) => {
    const full = path.join(appDir, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true, encoding: "utf8" })
      .filter((name) => path.basename(name) === "page.tsx")
      .map((name) => path.join(dir, name))
      .filter((file) => readFileSync(path.join(appDir, file), "utf8").startsWith(HEADER));
  });
}

function removeEmptyParents(appDir, file) {
  let dir = path.dirname(path.join(appDir, file));
  while (dir.startsWith(appDir) && dir !== appDir && readdirSync(dir).length === 0) {
    rmSync(dir, { recursive: true });
    dir = path.dirname(dir);
  }
}

/** Brings app/ in line with the table; returns what changed. */
export function writeRoutes(appDir, table, options) {
  const modules = routeModules(table, appDir, options);
  const wanted = new Set(modules.map(({ file }) => file));
  const removed = generatedFiles(appDir).filter((file) => !wanted.has(file));
  for (const file of removed) {
    rmSync(path.join(appDir, file));
    removeEmptyParents(appDir, file);
  }
  const written = [];
  for (const { file, source } of modules) {
    const full = path.join(appDir, file);
    const current = existsSync(full) ? readFileSync(full, "utf8") : null;
    if (current === source) continue;
    if (current !== null && !current.startsWith(HEADER)) {
      throw new RoutesError(
        `app/${file} was written by hand, but ${TABLE} puts a page there: move its code to app/_pages/`,
      );
    }
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
    written.push(file);
  }
  return { total: modules.length, written, removed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = path.resolve(process.argv[2] ?? path.join(root, "app"));
  const tableFile = path.join(appDir, "..", TABLE);
  // The content folder the build reads (CONTENT_DIR, as lib/content/files.ts has it).
  const projectsDir = path.join(
    path.resolve(process.env.CONTENT_DIR || path.join(appDir, "..", "content")),
    "projects",
  );
  const hasProjects =
    existsSync(projectsDir) && readdirSync(projectsDir).some((name) => name.endsWith(".md"));
  try {
    const { total, written, removed } = writeRoutes(
      appDir,
      parse(readFileSync(tableFile, "utf8")),
      {
        hasProjects,
      },
    );
    console.log(
      `Routes: ${total} page files from ${TABLE} (${written.length} written, ${removed.length} removed).`,
    );
  } catch (error) {
    if (!(error instanceof RoutesError)) throw error;
    console.error(`routes: ${error.message}`);
    process.exit(1);
  }
}

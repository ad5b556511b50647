// The App Router's page files, from content/shared/routes.yml (the one table of the site's
// addresses): Next finds pages by folder name, so each address needs a file in Git, holding its
// page type (app/_pages/<key>.tsx) and its language. Also the list of page types
// (app/_pages/index.ts) and the table's keys (lib/schemas/page-keys.ts).
//   node scripts/build/routes.mjs           writes them (npm run routes): a renamed slug moves its
//                                            page, an old page file goes;
//   node scripts/build/routes.mjs --check   names every missing, stale or extra file (npm run lint).
// A kind of entry whose folder may be empty (the registry's `mayBeEmpty`) gets page.<kind>.tsx:
// next.config.ts counts that as a page only while the folder holds an entry (Next cannot export
// an empty page list).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { requireTs } from "../run-ts.mjs";
import { root } from "./repo-paths.mjs";

const HEADER =
  "// Written by scripts/build/routes.mjs from content/shared/routes.yml: edit the table, then run `npm run routes`.";
/** @type {Record<string, string>} */
const LOCALE_DIRS = { en: "(en)", fr: path.join("(fr)", "fr") };
// The registry (lib/registry/registry.ts) is TypeScript; this runs before anything is compiled
// (lint, post-build) and names the one file it reads here.
// eslint-disable-next-line no-restricted-syntax
const TABLE = "content/shared/routes.yml";
/**
 * The kinds of entry with pages, as the registry (lib/registry/registry.ts) declares them: each
 * entry's page lies below its list page, which is the kind's key in the table.
 * @returns {{ kind: string, segments: string[], mayBeEmpty: boolean }[]}
 */
const entryPages = () => requireTs("lib/registry/registry.ts").ENTRY_PAGES;
/**
 * The page keys whose pages exist only while their folder holds an entry.
 * @returns {Set<string>}
 */
export const mayBeEmptyKeys = () =>
  new Set(entryPages().flatMap(({ kind, mayBeEmpty }) => (mayBeEmpty ? [kind] : [])));
/**
 * A page's file name: page.<kind>.tsx for a kind that may be empty (next.config.ts's pageExtensions).
 * @param {string} kind @param {Set<string>} optional
 */
const pageName = (kind, optional) => (optional.has(kind) ? `page.${kind}.tsx` : "page.tsx");
const PAGE_FILE = /^page\.(?:[a-z]+\.)?tsx$/;

class RoutesError extends Error {}

/**
 * A page file of page type `type`: a page of its own, or (`entries`) a page per entry of a list
 * (a service, a project).
 * @param {string} type @param {string} locale @param {boolean} entries
 */
const pageModule = (type, locale, entries) => `${HEADER}
import route from "@/app/_pages/${type}";

const page = route("${locale}");
${
  entries
    ? `// Only the content's entries exist; any other address is the not-found page.
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;`
    : "export const metadata = page.metadata;"
}
export default page.Page;
`;

/**
 * @param {unknown} row
 * @param {string} where
 * @returns {Record<string, string>}
 */
function slugOf(row, where) {
  const slugs = /** @type {Record<string, unknown>} */ (row ?? {});
  for (const locale of Object.keys(LOCALE_DIRS)) {
    const slug = slugs[locale];
    if (typeof slug !== "string") {
      throw new RoutesError(`${TABLE}: ${where}.${locale} must be a slug (text)`);
    }
    if (slug.includes("..") || slug.startsWith("/")) {
      throw new RoutesError(`${TABLE}: ${where}.${locale} "${slug}" is not a slug`);
    }
  }
  return /** @type {Record<string, string>} */ (slugs);
}

/** @param {string} key */
const identifier = (key) => key.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/**
 * The list of every page type, for what reads all pages' words (the social cards, the tests).
 * @param {string[]} types
 */
const registryModule = (types) => `${HEADER}
${types.map((type) => `import ${identifier(type)} from "@/app/_pages/${type}";`).join("\n")}

/** Every page type of the route table, each with the words of its pages. */
export const PAGE_TYPES = [
${types.map((type) => `  ${identifier(type)},\n`).join("")}];
`;

/**
 * The table's page keys, as the schemas and the router type them.
 * @param {string[]} keys
 */
const keysModule = (keys) => `${HEADER}
/** The pages of the route table, by key: each has its page type in app/_pages/<key>.tsx. */
export const PAGE_KEYS = [
${keys.map((key) => `  ${JSON.stringify(key)},\n`).join("")}] as const;
`;

/**
 * Every file the table asks for: { file (relative to app/), source }: the page files, the list
 * of page types (app/_pages/index.ts) and the page keys (lib/schemas/page-keys.ts).
 * @param {any} table the parsed content/shared/routes.yml
 * @param {string} appDir
 * @returns {{ file: string, source: string }[]}
 */
function routeModules(table, appDir) {
  const pages = table?.pages;
  if (!pages || typeof pages !== "object") throw new RoutesError(`${TABLE}: no pages table`);
  /** @type {{ file: string, source: string }[]} */
  const modules = [];
  const optional = mayBeEmptyKeys();
  for (const [key, row] of Object.entries(pages)) {
    const slugs = slugOf(row, `pages.${key}`);
    if (!existsSync(path.join(appDir, "_pages", `${key}.tsx`))) {
      throw new RoutesError(
        `${TABLE}: pages.${key} has no page type (app/_pages/${key}.tsx is missing)`,
      );
    }
    const name = pageName(key, optional);
    for (const [locale, dir] of Object.entries(LOCALE_DIRS)) {
      modules.push({
        file: path.join(dir, slugs[locale] ?? "", name),
        source: pageModule(key, locale, false),
      });
    }
  }
  // A page per entry of a content folder, below its list page: the entry page's type (named
  // for its last [segment]), its segments and its file name.
  const lists = entryPages()
    .filter(({ kind }) => pages[kind])
    .map(({ kind, segments }) => ({
      type: segments[segments.length - 1] ?? kind,
      segments: segments.map((segment) => `[${segment}]`),
      name: pageName(kind, optional),
      slugs: slugOf(pages[kind], `pages.${kind}`),
    }));
  for (const [locale, dir] of Object.entries(LOCALE_DIRS)) {
    for (const { slugs, type, segments, name } of lists) {
      modules.push({
        file: path.join(dir, slugs[locale] ?? "", ...segments, name),
        source: pageModule(type, locale, true),
      });
    }
  }
  const types = [...Object.keys(pages), ...lists.map(({ type }) => type)];
  modules.push({ file: path.join("_pages", "index.ts"), source: registryModule(types) });
  modules.push({
    file: path.join("..", "lib", "schemas", "page-keys.ts"),
    source: keysModule(Object.keys(pages)),
  });
  const seen = new Set();
  for (const { file } of modules) {
    if (seen.has(file)) throw new RoutesError(`${TABLE}: two pages would be ${file}`);
    seen.add(file);
  }
  return modules;
}

/**
 * Page files below the language folders that this script wrote (they carry HEADER).
 * @param {string} appDir
 */
function generatedFiles(appDir) {
  return Object.values(LOCALE_DIRS).flatMap((dir) => {
    const full = path.join(appDir, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true, encoding: "utf8" })
      .filter((name) => PAGE_FILE.test(path.basename(name)))
      .map((name) => path.join(dir, name))
      .filter((file) => readFileSync(path.join(appDir, file), "utf8").startsWith(HEADER));
  });
}

/** @param {string} appDir @param {string} file */
function removeEmptyParents(appDir, file) {
  let dir = path.dirname(path.join(appDir, file));
  while (dir.startsWith(appDir) && dir !== appDir && readdirSync(dir).length === 0) {
    rmSync(dir, { recursive: true });
    dir = path.dirname(dir);
  }
}

/**
 * How app/ differs from the table: files to write (missing or stale, and why) and files to remove.
 * @param {string} appDir
 * @param {any} table
 */
function compareRoutes(appDir, table) {
  const modules = routeModules(table, appDir);
  const wanted = new Set(modules.map(({ file }) => file));
  /** @type {{ file: string, source: string, problem: string }[]} */
  const changes = [];
  for (const { file, source } of modules) {
    const full = path.join(appDir, file);
    const current = existsSync(full) ? readFileSync(full, "utf8") : null;
    if (current === source) continue;
    if (current !== null && !current.startsWith(HEADER)) {
      throw new RoutesError(
        `${shown(file)} was written by hand, but ${TABLE} puts a generated file there: move its code to app/_pages/`,
      );
    }
    const problem = current === null ? "is missing" : "is stale (not what the table writes)";
    changes.push({ file, source, problem });
  }
  const extra = generatedFiles(appDir).filter((file) => !wanted.has(file));
  return { total: modules.length, changes, extra };
}

/** @param {string} file */
const shown = (file) => path.posix.normalize(`app/${file.split(path.sep).join("/")}`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const appDir = path.resolve(args.find((arg) => arg !== "--check") ?? path.join(root, "app"));
  const tableFile = path.join(appDir, "..", TABLE);
  try {
    const table = parse(readFileSync(tableFile, "utf8"));
    const { total, changes, extra } = compareRoutes(appDir, table);
    if (check) {
      const problems = [
        ...changes.map(({ file, problem }) => `${shown(file)} ${problem}`),
        ...extra.map((file) => `${shown(file)} is extra (no row of the table puts a page there)`),
      ];
      if (problems.length) {
        console.error(
          `routes: the files written from ${TABLE} are out of step; run \`npm run routes\` and commit:\n  ${problems.join("\n  ")}`,
        );
        process.exit(1);
      }
      console.log(`Routes: the ${total} files written from ${TABLE} match it.`);
    } else {
      for (const file of extra) {
        rmSync(path.join(appDir, file));
        removeEmptyParents(appDir, file);
      }
      for (const { file, source } of changes) {
        mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
        writeFileSync(path.join(appDir, file), source);
      }
      console.log(
        `Routes: ${total} files from ${TABLE} (${changes.length} written, ${extra.length} removed).`,
      );
    }
  } catch (error) {
    if (!(error instanceof RoutesError)) throw error;
    console.error(`routes: ${error.message}`);
    process.exit(1);
  }
}

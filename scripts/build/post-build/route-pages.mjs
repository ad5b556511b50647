// The pages an export must hold, from two sources so that neither alone can hide a missing page:
// the route table (content/shared/routes.yml, CONTENT_DIR when set) and the export's sitemap.xml.
// A fresh clone whose page files were missing once exported a sitemap of addresses all 404.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { mayBeEmptyKeys } from "../routes.mjs";
import { elements, parseHtml, textOf } from "./html.mjs";
import { root } from "../repo-paths.mjs";

/** @param {string} locale @param {string} slug */
const pageFile = (locale, slug) =>
  [locale === "en" ? "" : `${locale}/`, slug ? `${slug}/` : "", "index.html"].join("");

/**
 * The table's pages that always exist ({ page: file inside the export, what: its row }); a list
 * page whose folder may be empty (the projects') exists only with an entry, and the sitemap
 * names it then.
 * @param {string} contentDir
 */
function tablePages(contentDir) {
  const file = path.join(contentDir, "shared", "routes.yml");
  const table = parse(readFileSync(file, "utf8"));
  /** @type {Record<string, Record<string, string>>} */
  const pages = table?.pages ?? {};
  const optional = mayBeEmptyKeys();
  return Object.entries(pages)
    .filter(([key]) => !optional.has(key))
    .flatMap(([key, row]) =>
      Object.entries(row).map(([locale, slug]) => ({
        page: pageFile(locale, slug),
        what: `pages.${key}.${locale} of content/shared/routes.yml`,
      })),
    );
}

/**
 * Every address of sitemap.xml as a file inside the export; its fixed, simple shape (<loc>
 * elements holding absolute URLs) needs no parser but the step's HTML one.
 * @param {string} out
 * @param {string} basePath
 */
function sitemapPages(out, basePath) {
  const tree = parseHtml(readFileSync(path.join(out, "sitemap.xml"), "utf8"));
  return [...elements(tree)]
    .filter((el) => el.tagName === "loc")
    .map((el) => {
      let address = new URL(textOf(el).trim()).pathname;
      if (basePath && address.startsWith(`${basePath}/`)) address = address.slice(basePath.length);
      const page = `${decodeURIComponent(address).replace(/^\//, "")}index.html`;
      return { page, what: `${address} in sitemap.xml` };
    });
}

/**
 * Problems: a route-table page missing from the export, each named.
 * @param {string} out
 * @param {{ basePath?: string, contentDir?: string }} [options]
 * @returns {string[]}
 */
export function missingPages(out, { basePath = "", contentDir } = {}) {
  const content = path.resolve(contentDir ?? process.env.CONTENT_DIR ?? path.join(root, "content"));
  const problems = [];
  if (!existsSync(path.join(out, "sitemap.xml"))) {
    problems.push("sitemap.xml is missing: the pages of the route table cannot be checked");
  }
  const expected = [
    ...tablePages(content),
    ...(problems.length ? [] : sitemapPages(out, basePath)),
  ];
  const named = new Set();
  for (const { page, what } of expected) {
    if (named.has(page) || existsSync(path.join(out, page))) continue;
    named.add(page);
    problems.push(`${page} is missing: ${what} was not exported`);
  }
  return problems;
}

// Next writes the not-found page more than once; a static host would serve every copy but
// 404.html with status 200 (soft 404s for crawlers), so only 404.html is kept, and the French one
// moves to fr/404.html, which hosts serve for unknown /fr/… paths. Copies are known by the
// data-not-found="<language>" mark of components/not-found-view.tsx, not by where Next puts them.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { exportPages } from "../html-files.mjs";
import { elements, parseHtml, PostBuildError } from "./html.mjs";

/** Where each language's not-found page must be: the file hosts answer unknown paths with. */
export const NOT_FOUND_PAGES = { en: "404.html", fr: "fr/404.html" };

/**
 * The language a page's not-found mark names, or null for any other page.
 * @param {import("hast").Root} tree
 * @returns {string | null}
 */
export function notFoundLanguage(tree) {
  for (const el of elements(tree)) {
    const mark = el.properties.dataNotFound;
    if (mark !== undefined) return String(mark);
  }
  return null;
}

/**
 * Every not-found page of the export (path inside it, with "/") and its language.
 * @param {string} out
 */
function notFoundCopies(out) {
  return exportPages(out).flatMap((page) => {
    const language = notFoundLanguage(parseHtml(readFileSync(path.join(out, page), "utf8")));
    return language === null ? [] : [{ page, language }];
  });
}

/**
 * Removes a copy and the client payload (*.txt) Next writes next to it; anything else in its
 * folder means it is not a page of its own, and the step refuses rather than guess.
 * @param {string} out
 * @param {string} page
 */
function removeCopy(out, page) {
  // A copy is a page of its own folder (<name>/index.html); never the export's root.
  if (path.posix.basename(page) !== "index.html" || path.posix.dirname(page) === ".") {
    throw new PostBuildError(
      `${page} is a copy of the not-found page in a place the step does not know`,
    );
  }
  const dir = path.join(out, path.posix.dirname(page));
  if (!existsSync(dir)) return;
  const unexpected = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
    (name) => !/^(index\.html|.*\.txt)$/.test(path.basename(name)) && path.extname(name) !== "",
  );
  if (unexpected.length) {
    throw new PostBuildError(
      `${path.posix.dirname(page)}/ holds more than a copy of the not-found page: ${unexpected.join(", ")}`,
    );
  }
  rmSync(dir, { recursive: true });
}

/** @param {string} out */
export function placeNotFoundPages(out) {
  const copies = notFoundCopies(out);
  for (const [language, target] of Object.entries(NOT_FOUND_PAGES)) {
    const ofLanguage = copies.filter((copy) => copy.language === language);
    const kept = ofLanguage.find((copy) => copy.page === target) ?? ofLanguage[0];
    if (!kept) {
      throw new PostBuildError(
        `${target} is missing: the ${language} not-found page was not built`,
      );
    }
    if (kept.page !== target) {
      if (existsSync(path.join(out, target))) {
        throw new PostBuildError(`${target} is there but is not the ${language} not-found page`);
      }
      renameSync(path.join(out, kept.page), path.join(out, target));
      // Its folder keeps only Next's payload of the page, which goes with the other copies'.
      removeCopy(out, kept.page);
    }
    for (const copy of ofLanguage) if (copy !== kept) removeCopy(out, copy.page);
  }
  const other = copies.filter((copy) => !(copy.language in NOT_FOUND_PAGES));
  if (other.length) {
    throw new PostBuildError(
      other
        .map(
          (copy) =>
            `${copy.page}: a not-found page in "${copy.language}", a language the site does not have`,
        )
        .join("\n"),
    );
  }
}

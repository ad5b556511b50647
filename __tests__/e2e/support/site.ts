import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "../../../scripts/build/html-files.mjs";
import { getCategories, router } from "../../../lib/content/load";

export const OUT_DIR = path.join(__dirname, "..", "..", "..", "out");

export const SERVICES = getCategories("en").flatMap((category) =>
  category.items.map((item) => ({
    categoryId: category.id,
    categoryName: category.name,
    id: item.id,
    name: item.name,
    path: item.href,
  })),
);

/** Every page of the route table, English then French (each page gate runs on both). */
export const ALL_ROUTES = [
  ...router.entries().map((entry) => entry.en),
  ...router.entries().map((entry) => entry.fr),
];

/** The <html lang> a route must carry. */
export const langOf = (route: string) => (route.startsWith("/fr/") ? "fr-CA" : "en-CA");

/** Every exported HTML file, relative to out/. */
export function exportedHtmlFiles(): string[] {
  return htmlFiles(OUT_DIR).map((file) => path.relative(OUT_DIR, file));
}

export function readExported(file: string): string {
  return readFileSync(path.join(OUT_DIR, file), "utf8");
}

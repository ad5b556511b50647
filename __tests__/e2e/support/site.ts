import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { commercialCategory } from "../../../content/services/commercial";
import { residentialCategory } from "../../../content/services/residential";

export const OUT_DIR = path.join(__dirname, "..", "..", "..", "out");

export const STATIC_ROUTES = [
  "/",
  "/about/",
  "/services/",
  "/gallery/",
  "/testimonials/",
  "/contact/",
  "/terms-and-conditions/",
  "/privacy-policy/",
  "/refund-policy/",
  "/sitemap/",
] as const;

export const SERVICES = [residentialCategory, commercialCategory].flatMap((category) =>
  category.items.map((item) => ({
    categoryId: category.id,
    categoryName: category.name,
    id: item.id,
    name: item.name,
    path: `/services/${category.id}/${item.id}/`,
  })),
);

export const ALL_ROUTES = [...STATIC_ROUTES, ...SERVICES.map((service) => service.path)];

/** Every exported HTML file, relative to out/. */
export function exportedHtmlFiles(dir = OUT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return exportedHtmlFiles(full);
    return name.endsWith(".html") ? [path.relative(OUT_DIR, full)] : [];
  });
}

export function readExported(file: string): string {
  return readFileSync(path.join(OUT_DIR, file), "utf8");
}

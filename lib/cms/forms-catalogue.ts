/*
 * The catalogue the forms' shapes and labels need, read from the files alone (no loader, no
 * photo manifest): each service's id, name and page, which name the files of questions. Their
 * choices play no part: the content formatter (scripts/format-content.mjs) needs the fields'
 * order, the status page (lib/translation/cms-labels.ts) their labels; the loader imports the
 * latter, so this must not import the loader.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { REGISTRY } from "@/lib/content/registry";
import { splitFrontMatter } from "@/lib/front-matter.mjs";
import { type CategoryId } from "@/lib/schemas/catalogue";

/** The catalogue of `contentDir` ("…/content") for the forms' shapes and labels. */
export function formsCatalogue(contentDir: string) {
  const catalogue = parse(
    readFileSync(path.join(contentDir, REGISTRY.shared.files.services.file), "utf8"),
  ) as {
    categories: { id: CategoryId; services: { id: string }[] }[];
  };
  const services = catalogue.categories.flatMap((category) =>
    category.services.map((service) => {
      // Each service's page is its English file's, in its category's folder.
      const { folder, settings } = REGISTRY[category.id];
      const file = path.join(contentDir, folder, `${service.id}.en.md`);
      const front = parse(splitFrontMatter(readFileSync(file, "utf8"))?.yaml ?? "") as {
        name?: string;
      } | null;
      return {
        id: service.id,
        name: front?.name ?? service.id,
        path: settings.preview_path.replace("{{slug}}", service.id),
      };
    }),
  );
  const none = ["-"];
  return {
    project: { services: none, areas: none, serviceAreas: none, testimonials: none },
    guide: { team: none, services: none },
    notice: { pages: none, servicePaths: none },
    services,
  };
}

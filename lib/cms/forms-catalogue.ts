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
import { splitFrontMatter } from "@/lib/front-matter.mjs";

/** The catalogue of `contentDir` ("…/content") for the forms' shapes and labels. */
export function formsCatalogue(contentDir: string) {
  const catalogue = parse(
    readFileSync(path.join(contentDir, "shared", "services.yml"), "utf8"),
  ) as {
    categories: { id: string; services: { id: string }[] }[];
  };
  const services = catalogue.categories.flatMap((category) =>
    category.services.map((service) => {
      const file = path.join(contentDir, "services", category.id, `${service.id}.en.md`);
      const front = parse(splitFrontMatter(readFileSync(file, "utf8"))?.yaml ?? "") as {
        name?: string;
      } | null;
      return {
        id: service.id,
        name: front?.name ?? service.id,
        path: `services/${category.id}/${service.id}/`,
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

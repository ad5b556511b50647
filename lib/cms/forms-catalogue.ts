/*
 * The catalogue the forms' shapes and labels need, read from the files alone (no loader, no
 * photo manifest): each service's id, name and page, which name the files of questions. Their
 * choices play no part: the content formatter (scripts/format-content.mjs) needs the fields'
 * order, the status page (lib/translation/cms-labels.ts) their labels; the loader imports the
 * latter, so this must not import the loader.
 */
import path from "node:path";
import { REGISTRY } from "@/lib/content/registry";
import { type ContentStore, parseMarkdown, parseYaml, storeOf } from "@/lib/content/store";
import { type CategoryId } from "@/lib/schemas/catalogue";

/** The catalogue of `contentDir` ("…/content") for the forms' shapes and labels. */
export function formsCatalogue(content: string | ContentStore) {
  const store = storeOf(content);
  const text = (file: string) => {
    const found = store.text(file);
    if (found === undefined) throw new Error(`${file} is missing`);
    return found;
  };
  const catalogue = parseYaml(text(REGISTRY.shared.files.services.file)) as {
    categories: { id: CategoryId; services: { id: string }[] }[];
  };
  const services = catalogue.categories.flatMap((category) =>
    category.services.map((service) => {
      // Each service's page is its English file's, in its category's folder.
      const { folder, settings } = REGISTRY[category.id];
      const file = path.posix.join(folder, `${service.id}.en.md`);
      const front = parseMarkdown(text(file))?.data as { name?: string } | null | undefined;
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

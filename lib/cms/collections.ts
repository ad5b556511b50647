/*
 * Every content collection the CMS edits, in the registry's order (lib/registry/registry.ts),
 * with the content's choices given to the schemas that need them and the per-service files
 * listed; the fields come from the schemas and their form words (lib/schemas/form-meta.ts).
 */
import { type z } from "zod";
import {
  type Choices,
  type Collection,
  type CollectionName,
  collections,
  perServiceFile,
  schemaOf,
} from "@/lib/registry/registry";
import { isPageKey, type PageKey } from "@/lib/schemas/routes";

/** One file of a "files" collection. */
export type CmsFile = {
  name: string;
  label: string;
  /** Relative to the repository: "content/pages/home.yml". */
  file: string;
  schema: z.ZodType;
  /** The page "View preview" opens, as its English address (Decap's `preview_path`). */
  previewPath?: string;
};

type Common = {
  name: CollectionName;
  label: string;
  description?: string;
  /** Both languages in one entry (YAML: `en:` and `fr:` halves; Markdown: a file each). */
  bilingual: boolean;
};

export type CmsCollection = Common &
  (
    | {
        kind: "files";
        format: "content-yaml" | "yaml-list";
        files: CmsFile[];
      }
    | {
        kind: "folder";
        format: "content-md" | "content-yaml";
        /** Relative to the repository: "content/projects". */
        folder: string;
        schema: z.ZodType;
        body?: { label: string; required: boolean; buttons: string[] };
        /** Everything else Decap takes for a folder: create, delete, slug, summary, preview path. */
        settings: Record<string, unknown>;
      }
  );

/** What the schemas whose choices come from the content need, and the per-service files. */
export type FormChoices = Choices & {
  /** The catalogue's services in order: each has its file of questions, previewed on its page. */
  services: { id: string; name: string; path: string }[];
  /**
   * What the form shows for a choice the site names ("contact" → "Contact Us", a service id →
   * its name, a category id → its name): a select of such ids offers their names.
   */
  optionNames?: Record<string, string>;
  /**
   * "View preview"'s addresses, as the router gives them in English ("contact/"): each page's
   * by its key, and each folder's with pages by its name ("guides/{{slug}}/"). Only the
   * written form needs them.
   */
  previews?: { pages: Record<PageKey, string>; entries: Partial<Record<CollectionName, string>> };
};

const inRepository = (file: string) => `content/${file}`;

function cmsCollection(
  name: CollectionName,
  collection: Collection,
  choices: FormChoices,
): CmsCollection {
  const common = {
    name,
    label: collection.label,
    ...(collection.description ? { description: collection.description } : {}),
    bilingual: collection.bilingual,
  };
  const pagePreview = (key: PageKey) => choices.previews?.pages[key];
  if (collection.kind === "folder") {
    const { settings } = collection;
    const preview = collection.page
      ? choices.previews?.entries[name]
      : isPageKey(settings.preview_path)
        ? pagePreview(settings.preview_path)
        : settings.preview_path;
    return {
      ...common,
      kind: "folder",
      format: collection.format,
      folder: inRepository(collection.folder),
      schema: schemaOf(collection, choices),
      ...(collection.body ? { body: collection.body } : {}),
      settings: preview === undefined ? settings : { ...settings, preview_path: preview },
    };
  }
  const { perService } = collection;
  return {
    ...common,
    kind: "files",
    format: collection.format,
    files: [
      ...Object.entries(collection.files).map(([fileName, file]) => ({
        name: fileName,
        label: file.label,
        file: inRepository(file.file),
        schema: file.schema,
        previewPath: pagePreview(file.preview),
      })),
      ...(perService
        ? choices.services.map((service) => ({
            name: service.id,
            label: service.name,
            file: inRepository(perServiceFile(perService, service.id)),
            schema: perService.schema,
            previewPath: perService.preview ? pagePreview(perService.preview) : service.path,
          }))
        : []),
    ],
  };
}

/** The collections the CMS edits, given the choices the content offers. */
export const cmsCollections = (choices: FormChoices): CmsCollection[] =>
  collections()
    .filter(([, collection]) => collection.cms !== false)
    .map(([name, collection]) => cmsCollection(name, collection, choices));

/*
 * public/admin/config.yml, written whole from the CMS's settings (lib/cms/cms-settings.ts), the
 * collections (lib/cms/collections.ts) and the schemas' fields: `npm run cms:config` writes it,
 * `node scripts/cms/cms-config.mjs --check` (in `npm run lint`) fails when the committed file
 * differs, and the build writes the site's copy with the host's settings.
 */
import { Document, isMap, isSeq, visit } from "yaml";
import { type FormChoices, type CmsCollection, cmsCollections } from "@/lib/cms/collections";
import { CMS_SETTINGS_FILE, type CmsSettings } from "@/lib/cms/cms-settings";
import { type DecapField, decapEntryFields, decapField } from "@/lib/cms/decap-form";
import { LOCALES } from "@/lib/schemas/locales";

/** The settings that are not collections: where the content lives, how the CMS saves it. */
const head = (
  settings: CmsSettings,
) => `# Decap CMS configuration for /admin/ (how to edit: docs/editing.md).
# WRITTEN BY \`npm run cms:config\` from ${CMS_SETTINGS_FILE} (where and how the CMS saves),
# lib/cms/collections.ts and the schemas of lib/schemas/ (each field's label, hint and widget are
# beside it there): edit those, never this file. \`npm run lint\` fails when this file differs
# from what they give; the build writes the site's copy with the host's CMS_… variables.

backend:
  name: ${settings.backend}
  repo: ${settings.repo}
  branch: ${settings.branch}
${settings.baseUrl ? `  base_url: ${settings.baseUrl}\n` : ""}${settings.authEndpoint ? `  auth_endpoint: ${settings.authEndpoint}\n` : ""}  commit_messages:
    create: "Create {{collection}} “{{slug}}”"
    update: "Update {{collection}} “{{slug}}”"
    delete: "Delete {{collection}} “{{slug}}”"
    uploadMedia: "Upload “{{path}}”"
    deleteMedia: "Delete “{{path}}”"

publish_mode: ${settings.publishMode}

# \`npm run cms\` serves the working copy on loopback; /admin/ on localhost then edits files directly.
local_backend: true

# Uploads are kept in content/photos/ and never served as uploaded: the build checks each one
# and makes the web sizes the pages use (scripts/photos/photos.mjs). The site writes them "/photos/…".
media_folder: content/photos
public_folder: /photos
# Before an upload reaches the repository, the browser re-encodes it as JPEG without its
# metadata (a phone photo carries the GPS position of the client's home, and Safari turns an
# iPhone's HEIC into JPEG here). No width is set: Decap would enlarge a small photo to it, and
# the build must still see a photo too small to publish.
media_processing:
  enabled: true
  format: { enabled: true, default: jpeg }
  quality: 88
  strip_metadata: true

# The live site (NEXT_PUBLIC_SITE_URL), for "View live" links and as previews are composed on.
site_url: ${settings.siteUrl}
display_url: ${settings.siteUrl}

# English and French side by side in one entry. YAML entries hold both languages in one file
# (\`en:\` then \`fr:\`); Markdown entries are one file per language (\`name.en.md\`, \`name.fr.md\`).
# Fields marked \`i18n: false\` (a photo's file, an icon, a link target) are entered once, in English.
i18n:
  structure: single_file
  locales: [${LOCALES.join(", ")}]
  default_locale: ${LOCALES[0]}
`;

function bodyField(
  body: { label: string; required: boolean; buttons: string[] },
  bilingual: boolean,
): DecapField {
  return {
    name: "body",
    label: body.label,
    widget: "markdown",
    ...(bilingual ? { i18n: true } : {}),
    ...(body.required ? {} : { required: false }),
    buttons: body.buttons,
    editor_components: [],
  };
}

/**
 * No preview pane: Decap's drew each entry with templates of our own, a second view layer that
 * drifted from the site's pages (guides, areas, questions and notices had none). "View live"
 * and a deploy preview's "View preview" open the real page (`preview_path`); the right-hand
 * pane is the other language's form (docs/decisions/0010).
 */
const noPreviewPane = () => ({ preview: false });

/** One collection as Decap reads it. */
function decapCollection(collection: CmsCollection): Record<string, unknown> {
  const context = { i18n: collection.bilingual };
  const head = {
    name: collection.name,
    label: collection.label,
    ...(collection.description ? { description: collection.description } : {}),
  };
  if (collection.kind === "files") {
    return {
      ...head,
      format: collection.format,
      ...(collection.bilingual ? { i18n: true } : {}),
      editor: noPreviewPane(),
      files: collection.files.map((file) => ({
        name: file.name,
        label: file.label,
        file: file.file,
        preview_path: file.previewPath,
        ...(collection.bilingual ? { i18n: true } : {}),
        // A file whose whole content is a list is edited as one list field, "items".
        fields:
          collection.format === "yaml-list"
            ? [decapField("items", file.schema, context)]
            : decapEntryFields(file.schema, context),
      })),
    };
  }
  const markdown = collection.format === "content-md";
  return {
    ...head,
    format: collection.format,
    folder: collection.folder,
    ...(collection.bilingual ? { i18n: markdown ? { structure: "multiple_files" } : true } : {}),
    editor: noPreviewPane(),
    ...collection.settings,
    fields: [
      ...decapEntryFields(collection.schema, context),
      ...(collection.body ? [bodyField(collection.body, collection.bilingual)] : []),
    ],
  };
}

/** A field with no fields inside is written on one line, as the team reads the file. */
const isLeafField = (value: Record<string, unknown>) =>
  typeof value.name === "string" &&
  typeof value.widget === "string" &&
  !("fields" in value) &&
  !("field" in value) &&
  JSON.stringify(value).length < 400;

/**
 * Every select whose options are ids the site names (pages, services, categories) offers their
 * names instead ("Contact Us", not "contact"): the team reads names, the file keeps the id.
 */
function namedOptions(value: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => namedOptions(item, names));
  if (!value || typeof value !== "object") return value;
  const field = value as Record<string, unknown>;
  const options = field.options;
  const named =
    field.widget === "select" &&
    Array.isArray(options) &&
    options.every((option) => typeof option === "string" && option in names);
  const withNames = Object.fromEntries(
    Object.entries(field).map(([key, inner]) => [
      key,
      named && key === "options"
        ? (inner as string[]).map((option) => ({ label: names[option], value: option }))
        : namedOptions(inner, names),
    ]),
  );
  // A list whose items are summed up by such an id says their names too (public/admin/cms-lists.mjs).
  const idField = Array.isArray(withNames.fields)
    ? (withNames.fields as Record<string, unknown>[]).find((each) => each.name === "id")
    : undefined;
  const idNames = Array.isArray(idField?.options)
    ? (idField.options as unknown[]).filter(
        (option): option is { label: string; value: string } =>
          typeof option === "object" && option !== null && "label" in option,
      )
    : [];
  if (
    field.widget === "list" &&
    String(field.summary ?? "").includes("{{fields.id}}") &&
    idNames.length &&
    !withNames.summary_names
  ) {
    withNames.summary_names = [
      { names: Object.fromEntries(idNames.map((option) => [option.value, option.label])) },
    ];
  }
  return withNames;
}

/** The collections as Decap reads them: what the content formatter and the CMS labels read. */
export const decapCollections = (choices: FormChoices) =>
  cmsCollections(choices)
    .map(decapCollection)
    .map((collection) =>
      choices.optionNames
        ? (namedOptions(collection, choices.optionNames) as Record<string, unknown>)
        : collection,
    );

/** The whole of public/admin/config.yml. */
export function decapConfigText(choices: FormChoices, settings: CmsSettings): string {
  const collections = decapCollections(choices);
  const doc = new Document({ collections });
  visit(doc, {
    Map(_, node) {
      if (isLeafField(node.toJSON() as Record<string, unknown>)) node.flow = true;
    },
    Seq(_, node) {
      // Short lists of words (options, buttons, sort fields) on one line too.
      if (node.items.every((item) => !isMap(item) && !isSeq(item))) node.flow = true;
    },
  });
  return `${head(settings)}\n${doc.toString({ lineWidth: 0, flowCollectionPadding: true })}`;
}

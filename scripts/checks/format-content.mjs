// `npm run format:content`: rewrites every content file the CMS edits in the shape a save in the
// CMS writes (public/admin/content-format.mjs), so a later save changes only the lines whose
// values changed. `--check` writes nothing and fails listing the others (npm run lint).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { createFormats } from "../../public/admin/content-format.mjs";
import { importTs } from "../run-ts.mjs";
import { root } from "../build/repo-paths.mjs";

const check = process.argv.includes("--check");

/** @typedef {{ name: string }} CmsField */
/**
 * @typedef {{ name: string, format: string, folder?: string, fields?: CmsField[],
 *   files?: { file: string, fields?: CmsField[] }[] }} CmsCollection
 */
// The forms as the CMS's config is written from them (lib/cms/decap-config.ts), never read
// back from that file.
/** @type {{ decapCollections: (choices: unknown) => CmsCollection[] }} */
const { decapCollections } = await importTs("lib/cms/decap-config.ts");
// Read from the files alone: a clone with uploads and no photo manifest yet is formatted too.
/** @type {{ formChoices: (contentDir: string) => unknown }} */
const { formChoices } = await importTs("lib/cms/form-choices.ts");
/** @type {{ LOCALES: string[] }} */
const { LOCALES } = await importTs("lib/schemas/locales.ts");
const collections = decapCollections(formChoices(path.join(root, "content")));
const config = { collections, i18n: { locales: LOCALES } };
const formats = createFormats(YAML, config);
/** @type {Record<string, { fromFile(text: string): unknown, toFile(data: unknown, sortedKeys?: string[]): string }>} */
const byName = {
  "content-yaml": formats.yaml,
  "yaml-list": formats.yamlList,
  "content-md": formats.frontMatter,
};

/** Every file the CMS writes, with its format and its form's top-level field names. */
function cmsFiles() {
  return config.collections.flatMap((collection) => {
    const format = byName[collection.format];
    if (!format) {
      throw new Error(
        `collection "${collection.name}" needs format: ${Object.keys(byName).join(", ")} (public/admin/content-format.mjs)`,
      );
    }
    if (collection.folder) {
      const extension = collection.format === "content-md" ? ".md" : ".yml";
      const names = (collection.fields ?? []).map((field) => field.name);
      return readdirSync(path.join(root, collection.folder))
        .filter((name) => name.endsWith(extension))
        .map((name) => ({ file: `${collection.folder}/${name}`, format, names }));
    }
    return (collection.files ?? []).map((entry) => ({
      file: entry.file,
      format,
      names: (entry.fields ?? []).map((field) => field.name),
    }));
  });
}

const unlike = [];
for (const { file, format, names } of cmsFiles()) {
  const full = path.join(root, file);
  const text = readFileSync(full, "utf8");
  const shaped = format.toFile(format.fromFile(text), names);
  if (shaped === text) continue;
  unlike.push(file);
  if (!check) writeFileSync(full, shaped);
}

if (check && unlike.length) {
  console.error(
    `Not in the shape the CMS writes (run npm run format:content):\n${unlike.map((file) => `  ${file}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  check
    ? "Content files are in the shape the CMS writes."
    : `Content files: ${unlike.length} rewritten in the shape the CMS writes.`,
);

// Writes public/admin/config.yml, the CMS's forms, from the content schemas
// (lib/cms/decap-config.ts): `npm run cms:config` after changing a schema, its form words or a
// collection, then commit the file. `--check` (in `npm run lint`) changes nothing and fails
// when the committed file differs from what the schemas give.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importTs } from "./run-ts.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = path.join(root, "public", "admin", "config.yml");

/** The config text the schemas give now. */
async function generatedConfig() {
  /** @type {{ decapConfigText: (catalogue: unknown) => string }} */
  const config = await importTs("lib/cms/decap-config.ts");
  /** @type {{ contentCatalogue: () => unknown }} */
  const catalogue = await importTs("lib/cms/content-catalogue.ts");
  return config.decapConfigText(catalogue.contentCatalogue());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await generatedConfig();
  const current = readFileSync(target, "utf8");
  if (process.argv.includes("--check")) {
    if (current !== text) {
      console.error(
        "public/admin/config.yml is not what the content schemas give: run `npm run cms:config` and commit it.",
      );
      process.exit(1);
    }
  } else if (current !== text) {
    writeFileSync(target, text);
    console.log("CMS: wrote public/admin/config.yml from the content schemas.");
  }
}

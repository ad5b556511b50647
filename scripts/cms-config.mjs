// Writes public/admin/config.yml, the CMS's forms, from the CMS's settings
// (cms-settings.yml) and the content schemas (lib/cms/decap-config.ts):
// `npm run cms:config` after changing a setting, a schema, its form words or a collection, then
// commit the file. `--check` (in `npm run lint`) changes nothing and fails when the committed
// file differs from what they give. The committed file is written without the environment;
// the build applies the host's CMS_… variables to the site's copy (withHostSettings).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { importTs } from "./run-ts.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = path.join(root, "public", "admin", "config.yml");

/** The config text the settings and schemas give now, without the environment. */
async function generatedConfig() {
  // The form needs the content's names, not its photos: an upload not yet through the pipeline
  // (a fresh clone, a branch just saved by the CMS) is no reason to fail (lib/content/photos.ts).
  process.env.CONTENT_UPLOADS_PENDING = "1";
  /** @type {{ decapConfigText: (catalogue: unknown, settings: unknown) => string }} */
  const config = await importTs("lib/cms/decap-config.ts");
  /** @type {{ contentCatalogue: () => unknown }} */
  const catalogue = await importTs("lib/cms/content-catalogue.ts");
  /** @type {{ cmsSettings: (env?: object) => unknown }} */
  const settings = await importTs("lib/cms/cms-settings.ts");
  return config.decapConfigText(catalogue.contentCatalogue(), settings.cmsSettings({}));
}

/**
 * The site's copy of the config: the committed text with the host's settings (the CMS_…
 * variables, NEXT_PUBLIC_SITE_URL) in place of the file's. Unchanged when the host sets none.
 * @param {string} text @param {NodeJS.ProcessEnv} env
 */
export async function withHostSettings(text, env) {
  /** @type {{ cmsSettings: (env?: object) => Record<string, string | undefined> }} */
  const { cmsSettings } = await importTs("lib/cms/cms-settings.ts");
  const [plain, host] = [cmsSettings({}), cmsSettings(env)];
  const document = parseDocument(text);
  /** @type {[string, string[]][]} */
  const places = [
    ["backend", ["backend", "name"]],
    ["repo", ["backend", "repo"]],
    ["branch", ["backend", "branch"]],
    ["baseUrl", ["backend", "base_url"]],
    ["authEndpoint", ["backend", "auth_endpoint"]],
    ["publishMode", ["publish_mode"]],
    ["siteUrl", ["site_url"]],
    ["siteUrl", ["display_url"]],
  ];
  let changed = false;
  for (const [key, at] of places) {
    if (host[key] === plain[key]) continue;
    document.setIn(at, host[key]);
    changed = true;
  }
  return changed ? document.toString({ lineWidth: 0, flowCollectionPadding: true }) : text;
}

const HOST_VARIABLES = [
  "CMS_BACKEND",
  "CMS_REPO",
  "CMS_BRANCH",
  "CMS_BASE_URL",
  "CMS_AUTH_ENDPOINT",
  "CMS_PUBLISH_MODE",
  "NEXT_PUBLIC_SITE_URL",
];

/**
 * The build's step (scripts/post-build.mjs): the exported admin/config.yml given the host's
 * settings. Nothing to do, and no TypeScript loaded, when the host sets none.
 * @param {string} file @param {NodeJS.ProcessEnv} env
 */
export async function applyHostSettings(file, env) {
  if (!HOST_VARIABLES.some((name) => env[name])) return;
  const text = readFileSync(file, "utf8");
  const written = await withHostSettings(text, env);
  if (written !== text) writeFileSync(file, written);
}

/** `npm run cms:config` and its `--check`. */
async function main() {
  const text = await generatedConfig();
  const current = readFileSync(target, "utf8");
  if (process.argv.includes("--check")) {
    if (current !== text) {
      console.error(
        "public/admin/config.yml is not what the CMS settings and content schemas give: run `npm run cms:config` and commit it.",
      );
      process.exit(1);
    }
  } else if (current !== text) {
    writeFileSync(target, text);
    console.log("CMS: wrote public/admin/config.yml from the CMS settings and content schemas.");
  }
}

// Not a top-level await: Jest loads this module (through post-build.mjs) as CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

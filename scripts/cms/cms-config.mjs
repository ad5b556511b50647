// Writes public/admin/config.yml, the CMS's forms, from the CMS's settings (cms-settings.yml) and
// the content schemas: `npm run cms:config` after changing either, then commit the file; `--check`
// (npm run lint) fails when the committed file differs. The committed file is written without
// the environment; the build writes the site's copy with the same function and the host's settings.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importTs } from "../run-ts.mjs";
import { root } from "../build/repo-paths.mjs";

const target = path.join(root, "public", "admin", "config.yml");

/**
 * The one writer of the CMS's form: the form's choices from the content and the settings for `env` (`{}`
 * gives the committed file, the same on every machine; the build passes the host's).
 * @param {Record<string, string | undefined>} env
 */
export async function cmsFormText(env) {
  /** @type {{ decapConfigText: (choices: unknown, settings: unknown) => string }} */
  const config = await importTs("lib/cms/decap-config.ts");
  /** @type {{ formChoices: (contentDir: string) => unknown }} */
  const forms = await importTs("lib/cms/form-choices.ts");
  /** @type {{ cmsSettings: (env?: object) => unknown }} */
  const settings = await importTs("lib/cms/cms-settings.ts");
  return config.decapConfigText(
    forms.formChoices(path.join(root, "content")),
    settings.cmsSettings(env),
  );
}

/**
 * The build's step (scripts/build/post-build.mjs): the site's copy of the form, written by the same
 * function with the host's settings (the CMS_… variables, NEXT_PUBLIC_SITE_URL).
 * @param {string} file @param {Record<string, string | undefined>} env
 */
export async function writeSiteForm(file, env) {
  // With no setting from the host, the exported copy is the committed form, which lint checks is
  // this function's output without the environment: nothing to write, no TypeScript to load.
  const fromHost = Object.keys(env).some(
    (name) => (name.startsWith("CMS_") || name === "NEXT_PUBLIC_SITE_URL") && env[name],
  );
  if (fromHost) writeFileSync(file, await cmsFormText(env));
}

/** `npm run cms:config` and its `--check`. */
async function main() {
  const text = await cmsFormText({});
  if (readFileSync(target, "utf8") === text) return;
  if (process.argv.includes("--check")) {
    console.error(
      "public/admin/config.yml is not what the CMS settings and content schemas give: run `npm run cms:config` and commit it.",
    );
    process.exit(1);
  } else {
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

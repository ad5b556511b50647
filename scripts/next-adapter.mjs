// Next's build adapter (adapterPath in next.config.ts): the photo pipeline before a production
// build, and the post-build step once Next has written the static export. Next runs both inside
// `next build` itself, so whatever a host runs (`npm run build`, or a bare `next build` as some
// hosts' Next.js presets do) gives the whole site: photos, CSP, social cards, the CMS, checked.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPostBuild } from "./post-build.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Next loads its configuration in the build's workers too; the pipeline runs once per build.
const PHOTOS_DONE = "NORTHBRUSH_PHOTOS_DONE";

/** @type {import("next").NextAdapter} */
const adapter = {
  name: "static export: photos and post-build",
  modifyConfig(config, { phase }) {
    if (phase === "phase-production-build" && !process.env[PHOTOS_DONE]) {
      const photos = spawnSync(process.execPath, [path.join(root, "scripts", "photos.mjs")], {
        cwd: root,
        stdio: "inherit",
      });
      if (photos.status !== 0) throw new Error("the photo pipeline failed (see above)");
      process.env[PHOTOS_DONE] = "1";
    }
    return config;
  },
  async onBuildComplete({ distDir }) {
    // Beside Next's own build cache: kept, and dropped, with it.
    await runPostBuild({ cardCache: path.join(distDir, "cache", "social-cards") });
  },
};

export default adapter;

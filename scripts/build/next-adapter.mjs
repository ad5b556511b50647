// Next's build adapter (adapterPath in next.config.ts): the photo pipeline and the content
// check (scripts/checks/check-content.mjs) before a production build, and the post-build step once Next has written the static export. Next runs both inside
// `next build` itself, so whatever a host runs (`npm run build`, or a bare `next build` as some
// hosts' Next.js presets do) gives the whole site: photos, CSP, social cards, the CMS, checked.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { runPostBuild } from "./post-build.mjs";
import { root } from "./repo-paths.mjs";

// Next loads its configuration in the build's workers too; the pipeline runs once per build.
const PHOTOS_DONE = "NORTHBRUSH_PHOTOS_DONE";

/** @type {import("next").NextAdapter} */
const adapter = {
  name: "static export: photos and post-build",
  modifyConfig(config, { phase }) {
    if (phase === "phase-production-build" && !process.env[PHOTOS_DONE]) {
      const step = (/** @type {string} */ script) =>
        spawnSync(process.execPath, [path.join(root, script)], {
          cwd: root,
          stdio: "inherit",
        }).status;
      const photos = step("scripts/photos/photos.mjs");
      // The content's problems, all of them, before Next compiles anything: a failed build then
      // ends with them, not with a worker's stack trace.
      const content = photos === 0 ? step("scripts/checks/check-content.mjs") : 0;
      if (photos !== 0 || content !== 0) process.exit(1);
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

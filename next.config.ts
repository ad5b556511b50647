import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
// Also read by the photo pipeline (scripts/photos/photos.mjs), which makes uploads at these widths.
import imageWidths from "./lib/photos/image-widths.json";
import { PAGED_FOLDERS } from "./lib/registry/paged-folders";
import { assertPostBuildCompatible } from "./lib/site/next-options-check";

// A project site on GitHub Pages lives under /<repo>/; everywhere else the base path is empty.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/$/, "") || undefined;

// The content folder the build reads (CONTENT_DIR, as lib/store/store.ts has it).
const contentDir = path.resolve(process.env.CONTENT_DIR || "content");
const hasEntries = (folder: string) =>
  existsSync(path.join(contentDir, folder)) &&
  readdirSync(path.join(contentDir, folder)).some((name) => name.endsWith(".md"));
// The pages of a kind whose folder may be empty (the projects) are committed as
// page.<kind>.tsx (scripts/build/routes.mjs) and are pages only while the folder holds an entry: Next
// cannot export a page list with nothing in it, and the site shows no empty section. Without
// one they are plain modules nothing imports.
const entryPageExtensions = [
  ...new Set(
    Object.values(PAGED_FOLDERS).flatMap(({ folder, page }) =>
      "mayBeEmpty" in page && hasEntries(folder) ? [`${page.kind}.tsx`] : [],
    ),
  ),
];

const nextConfig: NextConfig = {
  output: "export",
  pageExtensions: ["tsx", "ts", ...entryPageExtensions],
  // With output "export", a custom distDir names the export folder (instead of out/): the CMS
  // browser test rebuilds the site from its scratch content into a folder of its own.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  trailingSlash: true,
  basePath,
  reactStrictMode: true,
  // The photo pipeline before the build and the post-build step after the export, run by Next
  // itself: a bare `next build` gives the same site as `npm run build`.
  adapterPath: path.resolve("scripts/build/next-adapter.mjs"),
  typescript: {
    // npm test (scripts/checks/test-all.mjs) type-checks the project once, then sets TYPES_CHECKED for
    // its builds (the CMS tests' builds of a copy included); every other build, a host's
    // included, checks types itself.
    ignoreBuildErrors: process.env.TYPES_CHECKED === "1",
  },
  poweredByHeader: false,
  experimental: {
    // Each language has its own root layout (for <html lang>), so unknown paths need the one
    // global 404 page that stands outside both.
    globalNotFound: true,
    // The stylesheet in <head> instead of a render-blocking request: on a phone's network the
    // first paint waited for it (docs/performance.md, issue 59). The post-build step takes the
    // copy Next also writes into each page's React payload out (post-build/inline-styles.mjs).
    inlineCss: true,
  },
  // Only for `npm run bench:chunks`, which reads the maps to say what each first-load chunk holds.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === "1",
  images: {
    // The default optimizer needs a server; this loader asks the photo host for each width.
    loader: "custom",
    loaderFile: "./lib/photos/image-loader.ts",
    // Fewer candidate widths than Next's default (16 up to 3840): every srcset is written
    // twice per page (HTML and its React payload), and the phone's HTML is on the LCP path.
    deviceSizes: imageWidths.deviceSizes,
    imageSizes: imageWidths.imageSizes,
  },
};

/**
 * `npm run dev` only: /admin/ opens the CMS (a static host serves admin/index.html by itself),
 * and content files are raw text so lib/content/dev-reload.ts can make them the loader's
 * dependencies: a save in the CMS shows on the next request, without a restart.
 */
const devConfig: NextConfig = {
  ...nextConfig,
  rewrites: async () => [{ source: "/admin", destination: "/admin/index.html" }],
  // A changed content file reloads the server's modules, the loader's included: patched in
  // place (server Fast Refresh), the loader would keep the content it read at first.
  experimental: { ...nextConfig.experimental, turbopackServerFastRefresh: false },
  turbopack: { rules: { "*.{yml,yaml,md}": { type: "raw" } } },
};

const config = (phase: string): NextConfig =>
  phase === PHASE_DEVELOPMENT_SERVER ? devConfig : assertPostBuildCompatible(nextConfig);

export default config;

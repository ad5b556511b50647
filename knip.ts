import { type KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Run by path from package.json scripts, scripts/checks/test-all.mjs and .ci/run, which knip
    // cannot follow: process.execPath with a file name, `playwright test -c <config>`.
    "scripts/*.mjs",
    "scripts/bench/{bench,bench-chunks}.mjs",
    "scripts/brand/*.mjs",
    "scripts/build/*.mjs",
    "scripts/checks/*.mjs",
    "scripts/cms/{admin,cms,cms-check-modules,cms-config}.mjs",
    "scripts/dev/{dev,serve,start,static-server}.mjs",
    "scripts/hosts/*.mjs",
    "scripts/photos/{photos,photos-import}.mjs",
    // The benchmark's control without the chunk loader, run by path (README, docs/performance.md).
    "scripts/bench/without-loader.mjs",
    // What a first paint waited for, read from the benchmark's reports, run by path (same).
    "scripts/bench/first-paint.mjs",
    "__tests__/e2e/**/*.check.ts",
  ],
  ignore: [
    // The benchmark's one-page reference app is copied out and built on its own.
    "bench/**",
    // Types for the .mjs helpers the TypeScript tests import; TypeScript reads them, not knip.
    "scripts/**/*.d.mts",
    "lib/**/*.d.mts",
    "__tests__/support/*.d.mts",
    // Loaded by public/admin/index.html in the browser, next to Decap (cms-setup.js imports the
    // others by URL); no module imports them.
    "public/admin/cms-setup.js",
    "public/admin/cms-forms.mjs",
    // Imported by cms-forms.mjs alone, which knip does not read (above).
    "public/admin/cms-lists.mjs",
    "public/admin/cms-uploads.mjs",
    // Imported by cms-setup.js by URL.
    "public/admin/cms-field-link.mjs",
  ],
  ignoreDependencies: [
    // Read as a file path by scripts/brand/subset-font.mjs, never imported.
    "@fontsource-variable/inter",
    // Comes with lighthouse, which the benchmark (scripts/bench/) drives through it.
    "chrome-launcher",
  ],
  ignoreIssues: {
    "components/site-header/header-shell.tsx": ["exports"], // SCROLL_THRESHOLD_PX, named for tests
    "components/ui/toast.tsx": ["exports"], // TOAST_SWIPE_THRESHOLD_PX, named for tests
    "components/ui/use-toast.ts": ["types"], // ToastVariant
    "scripts/bench/*.mjs": ["exports"], // CHROME_FLAGS, BUDGETS, budgetMisses
  },
};

export default config;

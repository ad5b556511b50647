import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./__tests__/e2e/support/chromium";

const PORT = Number(process.env.E2E_PORT || 4173);
const BASE_PATH_PORT = Number(process.env.E2E_BASE_PATH_PORT || 4174);
/*
 * The preview build made with NEXT_PUBLIC_BASE_PATH=/some-repo and staged by
 * scripts/hosts/stage-base-path.mjs into out-base-path/, served the way GitHub Pages serves a project
 * site. `npm test` builds it and sets E2E_BASE_PATH=1, so its checks run in this run, beside the
 * site's tests, instead of in a browser run of its own; without that variable only the site's
 * export (out/) is needed.
 */
const withBasePath = Boolean(process.env.E2E_BASE_PATH);
/*
 * `npm test` runs the built copy's chain (support/built-copy.ts) and the site's specs as two
 * browser runs side by side, E2E_SUITE=built-copy and E2E_SUITE=site, each on its own port
 * (the chain opens the CMS of out/ with its copy's content). Unset, one run has both. Each run
 * empties only its own folder of results.
 */
const suite = process.env.E2E_SUITE;
if (suite && suite !== "built-copy" && suite !== "site" && suite !== "static") {
  throw new Error(`E2E_SUITE must be "built-copy", "site" or "static", not "${suite}"`);
}
const withBuiltCopy = !suite || suite === "built-copy";
const withSite = !suite || suite === "site";
/*
 * The static pass (static/*.spec.ts): checks that read the export's files and need neither a
 * browser nor a server. It runs with the site's specs, and alone as E2E_SUITE=static, the last
 * step of `npm run test:quick`, over whatever out/ holds.
 */
const withStatic = withSite || suite === "static";

const server = (port: number, dir: string, ready: string) => ({
  command: "node scripts/dev/serve.mjs",
  env: { PORT: String(port), HOST: "127.0.0.1", SERVE_DIR: dir },
  url: `http://127.0.0.1:${port}${ready}`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: "ignore" as const,
});

export default defineConfig({
  testDir: "./__tests__/e2e",
  fullyParallel: true,
  // The machines this runs on have 2 cores; Playwright's default would use one worker.
  workers: 2,
  retries: 0,
  // A focused test (test.only) fails the run instead of quietly skipping the rest.
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  outputDir: suite ? `test-results/${suite}` : "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: "off",
  },
  projects: [
    // The suites that edit one copy of the project and check its build (support/built-copy.ts):
    // one chain of tests in one worker, the longest of all; in a run with the site's specs it
    // is started first, so it is never the run's last stretch with the other worker idle.
    ...(withBuiltCopy ? [{ name: "built copy", testMatch: "built-copy.spec.ts" }] : []),
    // The built copy's form steps (support/built-copy.ts) on a copy never built, one after
    // another in one worker of the site's run: started first, as the longest of its tests.
    ...(withSite ? [{ name: "cms forms", testMatch: "cms-forms.spec.ts" }] : []),
    // Next: its crawl parts are long tests, best started while the other worker has work.
    ...(withSite && withBasePath
      ? [
          {
            name: "base-path",
            testMatch: "base-path.check.ts",
            use: { baseURL: `http://127.0.0.1:${BASE_PATH_PORT}` },
          },
        ]
      : []),
    ...(withSite
      ? [
          {
            name: "site",
            testMatch: "**/*.spec.ts",
            testIgnore: ["built-copy.spec.ts", "cms-forms.spec.ts", "static/**"],
          },
        ]
      : []),
    ...(withStatic ? [{ name: "static", testMatch: "static/**/*.spec.ts" }] : []),
  ],
  webServer: [
    ...(withSite || withBuiltCopy ? [server(PORT, "out", "/")] : []),
    ...(withSite && withBasePath ? [server(BASE_PATH_PORT, "out-base-path", "/some-repo/")] : []),
  ],
});

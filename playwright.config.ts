import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./__tests__/e2e/support/chromium";

const PORT = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  testDir: "./__tests__/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // The machines this runs on have 2 cores; Playwright's default would use one worker.
  workers: 2,
  retries: 0,
  // A focused test (test.only) fails the run instead of quietly skipping the rest.
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: "off",
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
  },
});

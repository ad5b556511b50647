import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config";

// The export built with NEXT_PUBLIC_BASE_PATH=/some-repo and staged by
// scripts/stage-base-path.mjs, served the way GitHub Pages serves a project site.
const PORT = Number(process.env.E2E_BASE_PATH_PORT || 4174);

export default defineConfig({
  ...baseConfig,
  testMatch: "base-path.check.ts",
  forbidOnly: true,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(PORT), HOST: "127.0.0.1", SERVE_DIR: "out-base-path" },
    url: `http://127.0.0.1:${PORT}/some-repo/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
  },
});

import { spawnSync } from "node:child_process";
import { changedUrls } from "@/scripts/hosts/indexnow.mjs";

// The optional post-deploy ping (docs/decisions/0016): the pages whose content changed since
// the last deploy, read from the sitemap's lastmod; nothing at all without a key. No request is
// ever sent here: without its key file the script stops before the network.

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.ca/</loc><lastmod>2026-11-01T10:00:00+00:00</lastmod></url>
<url><loc>https://www.example.ca/guides/one/</loc><lastmod>2026-12-02T09:00:00+00:00</lastmod></url>
<url><loc>https://www.example.ca/fr/guides/un/</loc><lastmod>2026-11-30</lastmod></url>
<url><loc>https://www.example.ca/about/</loc></url>
</urlset>`;

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["scripts/hosts/indexnow.mjs", "--since", "2026-12-01"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

describe("IndexNow", () => {
  it("names the pages changed after a date, none without a lastmod", () => {
    expect(changedUrls(SITEMAP, "2026-12-01T00:00:00Z")).toEqual([
      "https://www.example.ca/guides/one/",
    ]);
    expect(changedUrls(SITEMAP, "2026-11-15")).toEqual([
      "https://www.example.ca/guides/one/",
      "https://www.example.ca/fr/guides/un/",
    ]);
  });

  it("is off without a key", () => {
    const result = run({ INDEXNOW_KEY: "" });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/INDEXNOW_KEY is not set, nothing sent/);
  });

  it("refuses to ping while the site does not serve the key file", () => {
    const result = run({ INDEXNOW_KEY: "a3f9c2e1b7d04f6e8a2c5b9d1e7f3a60" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/out\/a3f9c2e1b7d04f6e8a2c5b9d1e7f3a60\.txt must hold the key/);
  });
});

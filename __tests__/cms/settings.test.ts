import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { cmsSettings } from "@/lib/cms/cms-settings";

/*
 * Where the CMS saves and how: cms-settings.yml, each value overridden by the host's CMS_…
 * variable; the site's address is the pages' own (NEXT_PUBLIC_SITE_URL). The committed form is
 * written without the environment, and the build writes the site's copy with the same function
 * and the host's values.
 */

const root = path.join(__dirname, "..", "..");

describe("the CMS's settings", () => {
  it("come from the settings file, the host's variables winning", () => {
    expect(cmsSettings({})).toMatchObject({ repo: "OWNER/REPO", branch: "main" });
    expect(
      cmsSettings({
        CMS_REPO: "acme/site",
        CMS_PUBLISH_MODE: "simple",
        NEXT_PUBLIC_SITE_URL: "https://paint.example/",
      }),
    ).toMatchObject({ repo: "acme/site", publishMode: "simple", siteUrl: "https://paint.example" });
  });

  it("refuse a bad value, naming the file and the setting", () => {
    expect(() => cmsSettings({ CMS_REPO: "no-owner" })).toThrow(
      /cms-settings\.yml .*\n {2}repo: must be the repository as owner\/name/,
    );
  });

  it("reach the site's copy of the form at build, and only there", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cms-settings-"));
    try {
      const file = path.join(dir, "config.yml");
      const plainFile = path.join(dir, "plain.yml");
      // Without a setting from the host the exported copy is left as Next copied it.
      const untouched = path.join(dir, "untouched.yml");
      const committed = readFileSync(path.join(root, "public/admin/config.yml"), "utf8");
      const script = `
        import { writeFileSync } from "node:fs";
        import { cmsFormText, writeSiteForm } from ${JSON.stringify(path.join(root, "scripts/cms/cms-config.mjs"))};
        await writeSiteForm(${JSON.stringify(file)}, {
          CMS_REPO: "acme/site", CMS_BASE_URL: "https://auth.paint.example",
          NEXT_PUBLIC_SITE_URL: "https://paint.example",
        });
        writeFileSync(${JSON.stringify(plainFile)}, await cmsFormText({}));
        await writeSiteForm(${JSON.stringify(untouched)}, { SITE_ENV: "production" });
      `;
      const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: root,
        encoding: "utf8",
      });
      expect(result.stderr).toBe("");
      const site = parse(readFileSync(file, "utf8"));
      expect(site.backend).toMatchObject({
        repo: "acme/site",
        base_url: "https://auth.paint.example",
      });
      expect(site.site_url).toBe("https://paint.example");
      expect(site.collections).toEqual(parse(committed).collections);
      expect(readFileSync(plainFile, "utf8")).toBe(committed);
      expect(existsSync(untouched)).toBe(false);
      const plain = parse(committed);
      expect(plain.backend.repo).toBe("OWNER/REPO");
      expect(plain.backend.base_url).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { spawnSync } from "node:child_process";
import path from "node:path";
import { realBusiness, realEntries } from "@/__tests__/support/real-content";
import { editYaml, scratchEach } from "@/__tests__/support/scratch-content";
import { listStandIns } from "@/lib/content/stand-ins";

/*
 * `npm run launch-check` lists every stand-in left (docs/decisions/0014) and fails while any is;
 * a production build with REQUIRE_REAL_CONTENT=1 refuses the same way (scripts/checks/check-content.mjs,
 * which the build adapter runs before Next compiles anything).
 */

const run = (script: string, dir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [path.join(process.cwd(), script)], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: dir, SITE_ENV: "", ...env },
  });

describe("the launch check", () => {
  let dir: string;
  scratchEach((copy) => (dir = copy));

  it("lists today's stand-ins by file and field, with what to supply, and fails", () => {
    const result = run("scripts/checks/launch-check.mjs", dir);
    expect(result.status).toBe(1);
    const count = listStandIns(dir).length;
    expect(result.stdout).toContain(`Not ready for launch: ${count} stand-ins left.`);
    const lines = [
      "content/shared/business.yml",
      "  - rbqLicence: the real RBQ licence number (Régie du bâtiment du Québec) (today: 0000-0000-00)",
      "  - phones: the business's real phone numbers (office and WhatsApp) (today: +1 613-555-0143, +1 613-555-0178)",
      "  - insurance: the real liability insurer and coverage amount (today: Example Mutual Insurance, 5000000)",
      "  - paintClaims: the paint line (manufacturer and product) whose tested VOC content backs the site's low-VOC and low-odour claims (credentials.paintLine), or the claims listed below reworded (today: Example Paints low-VOC interior line)",
      "content/projects/kanata-office-over-two-weekends.en.md",
      "  - standIn: a real finished job (with the client's written agreement to publish its photos) in place of this example project, or delete it",
      "content/shared/testimonial-ratings.yml",
      "content/team.yml",
      "content/gallery-photos.yml",
    ];
    for (const line of lines) expect(result.stdout.split("\n")).toContain(line);
    // Each low-VOC claim, in each language, by file and field, while its basis is a stand-in.
    const claim = (file: string, field: string) =>
      new RegExp(
        `^content/${file}\n(?: {2}- .*\n)*? {2}- ${field}: a low-VOC or low-odour claim`,
        "m",
      );
    expect(result.stdout).toMatch(claim("price-ranges/interior-painting\\.yml", "en\\.includes"));
    // The stand-in note's words name the claims without making one.
    expect(result.stdout).not.toMatch(/standIn\.facts\.paintClaims/);
    expect(result.stdout).toMatch(claim("price-ranges/interior-painting\\.yml", "fr\\.includes"));
    expect(result.stdout).toMatch(
      claim("services/residential/accent-feature-walls\\.en\\.md", "body"),
    );

    expect(result.stdout).toMatch(/^ {2}- en\.items\[0\]\.photo: a photo of the business's own/m);
  });

  it("stops listing the paint claims once the business names the paint line behind them", () => {
    editYaml(dir, "shared/business.yml", (doc) => {
      doc.setIn(["credentials", "paintLine"], "Outaouais Coatings Zero-VOC interior line");
      doc.setIn(["standIn", "paintClaims"], false);
    });
    expect(listStandIns(dir).filter((item) => item.kind === "claim")).toEqual([]);
    expect(listStandIns(dir).map((item) => item.field)).not.toContain("paintClaims");
  });

  it("refuses the example paint line once its box is unticked", () => {
    editYaml(dir, "shared/business.yml", (doc) => doc.setIn(["standIn", "paintClaims"], false));
    const result = run("scripts/checks/launch-check.mjs", dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /credentials\.paintLine.*"Example Paints low-VOC interior line" is an example value/,
    );
  });

  it("passes once every stand-in is replaced by the business's own", () => {
    realBusiness(dir);
    realEntries(dir);
    const result = run("scripts/checks/launch-check.mjs", dir);
    expect(result.stdout.trim()).toBe("Ready for launch: no stand-in is left in the content.");
    expect(result.status).toBe(0);
  });

  it("refuses an example value whose stand-in box was unticked", () => {
    realBusiness(dir);
    realEntries(dir);
    editYaml(dir, "shared/business.yml", (doc) => doc.setIn(["rbqLicence"], "0000-0000-00"));
    const result = run("scripts/checks/launch-check.mjs", dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/rbqLicence.*"0000-0000-00" is an example value/);
  });

  it("makes a production build with REQUIRE_REAL_CONTENT=1 refuse while one is left", () => {
    realBusiness(dir);
    const production = { REQUIRE_REAL_CONTENT: "1", SITE_ENV: "production" };
    const refused = run("scripts/checks/check-content.mjs", dir, production);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("The site was not built: REQUIRE_REAL_CONTENT=1");
    expect(refused.stderr).toContain("content/shared/testimonial-ratings.yml");
    expect(refused.stderr).not.toContain("content/shared/business.yml");
    // A preview is built with its examples labelled; so is production without the setting.
    expect(
      run("scripts/checks/check-content.mjs", dir, { ...production, SITE_ENV: "preview" }).status,
    ).toBe(0);
    realEntries(dir);
    expect(run("scripts/checks/check-content.mjs", dir, production).status).toBe(0);
  });
});

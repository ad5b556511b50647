import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * `npm run cms` and `npm run dev` both put Decap next to /admin/ (scripts/cms/admin.mjs's
 * copyVendor): started together, in either order, neither may fail nor leave a folder half
 * written; started again, a folder already right is left as it is.
 */

const root = path.join(__dirname, "..", "..");

function copyVendor(adminDir: string): Promise<{ code: number | null; stderr: string }> {
  const script = `
    import { copyVendor } from ${JSON.stringify(path.join(root, "scripts/cms/admin.mjs"))};
    copyVendor(${JSON.stringify(adminDir)});
  `;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: root });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("Decap's files next to /admin/", () => {
  it("are written by two commands at once, and left alone when already right", async () => {
    const admin = mkdtempSync(path.join(tmpdir(), "admin-vendor-"));
    try {
      const [first, second] = await Promise.all([copyVendor(admin), copyVendor(admin)]);
      expect(first).toEqual({ code: 0, stderr: "" });
      expect(second).toEqual({ code: 0, stderr: "" });
      // Only vendor/ remains: no folder of either command left behind.
      expect(readdirSync(admin)).toEqual(["vendor"]);
      const entry = path.join(admin, "vendor", "decap-cms.js");
      expect(existsSync(path.join(admin, "vendor", "check", "lib", "cms", "entry-check.js"))).toBe(
        true,
      );
      const before = statSync(entry).ino;
      expect(await copyVendor(admin)).toEqual({ code: 0, stderr: "" });
      expect(statSync(entry).ino).toBe(before);
    } finally {
      rmSync(admin, { recursive: true, force: true });
    }
  }, 60_000);
});

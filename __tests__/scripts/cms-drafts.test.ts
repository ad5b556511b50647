/**
 * @jest-environment node
 */
// `npm run cms -- --drafts` (scripts/cms/cms.mjs): the CMS's local mode with the editorial
// workflow, as the README offers it beside the publish-at-once mode. A save is a draft on a
// branch of a clone of the repository, never the working copy; publishing merges it.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/dev/proxy.mjs";

const root = path.join(__dirname, "..", "..");
const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();

describe("the CMS's local mode with drafts", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cms-drafts-"));
  const clone = path.join(dir, "clone");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("saves a draft as a branch of a clone, and publishing merges it there", async () => {
    const port = await freePort();
    const server = spawn(
      process.execPath,
      [path.join(root, "scripts", "cms", "cms.mjs"), "--drafts"],
      {
        cwd: root,
        env: {
          ...process.env,
          DECAP_PORT: String(port),
          CMS_DRAFTS_DIR: clone,
          LOG_LEVEL: "error",
        },
        stdio: "ignore",
      },
    );
    const api = async (action: string, params: Record<string, unknown> = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action, params }),
      });
      return { ok: response.ok, body: await response.json() };
    };
    try {
      let info: { body: { publish_modes?: string[]; type?: string } } | undefined;
      for (let attempt = 0; attempt < 300 && !info; attempt += 1) {
        info = await api("info").catch(() => undefined);
        if (!info) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(info?.body.type).toBe("local_git");
      expect(info?.body.publish_modes).toContain("editorial_workflow");
      const branch = git(clone, "branch", "--show-current");
      const file = "content/notices/drafts-test.yml";
      const saved = await api("persistEntry", {
        branch,
        dataFiles: [{ slug: "drafts-test", path: file, raw: "en:\n  message: Draft.\n" }],
        assets: [],
        options: {
          collectionName: "notices",
          commitMessage: "Create notice “drafts-test”",
          useWorkflow: true,
          status: "draft",
        },
      });
      expect(saved.ok).toBe(true);
      // A draft: a branch of the clone; neither the clone's branch nor this working copy has it.
      expect(git(clone, "branch", "--list", "cms/notices/drafts-test")).toContain("drafts-test");
      expect(existsSync(path.join(clone, file))).toBe(false);
      expect(existsSync(path.join(root, file))).toBe(false);
      const published = await api("publishUnpublishedEntry", {
        branch,
        collection: "notices",
        slug: "drafts-test",
      });
      expect(published.ok).toBe(true);
      expect(git(clone, "show", `${branch}:${file}`)).toContain("Draft.");
      expect(git(clone, "branch", "--list", "cms/*")).toBe("");
      expect(existsSync(path.join(root, file))).toBe(false);
    } finally {
      server.kill();
    }
  }, 60_000);
});

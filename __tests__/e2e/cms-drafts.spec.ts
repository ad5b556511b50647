import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, openCms, openEntry } from "./support/decap";
import { expect, test } from "./support/fixtures";

/*
 * The CMS's local mode with drafts, as the README offers it (`npm run cms -- --drafts`, issue
 * 56): a save is a draft (a branch of a clone of the repository), its "View Preview" opens the
 * entry's own page on a local preview of that branch, and publishing merges it into the
 * clone's branch, all from /admin/ (the export's, with this run's backend). The preview is the
 * branch's own dev server: its start and its one page are most of this test's time.
 */

const root = path.join(__dirname, "..", "..");
const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();

/** Whether the local backend at `api` answers. */
const answers = (api: string) =>
  fetch(api, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  }).then(
    (response) => response.ok,
    () => false,
  );

test("a draft saved in the CMS opens its own page on a local preview, then publishing merges it", async ({
  page,
}) => {
  // The preview's dev server starts cold and compiles the page: minutes on a busy machine.
  test.setTimeout(6 * 60_000);
  const dir = mkdtempSync(path.join(tmpdir(), "cms-drafts-"));
  const clone = path.join(dir, "clone");
  const [port, previewPort] = [await freePort(), await freePort()];
  const cms = spawn(process.execPath, [path.join(root, "scripts", "cms", "cms.mjs"), "--drafts"], {
    cwd: root,
    env: {
      ...process.env,
      DECAP_PORT: String(port),
      CMS_DRAFTS_DIR: clone,
      CMS_PREVIEW_PORT: String(previewPort),
      CMS_PREVIEW_DIR: path.join(dir, "preview"),
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
    // Its own process group: decap-server, the preview's dev server and next dev end with it.
    detached: true,
  });
  const WORDS = "A draft of the about page, seen on its preview before anyone publishes it.";
  const FILE = "content/pages/about.yml";
  try {
    const api = `http://127.0.0.1:${port}/api/v1`;
    await expect.poll(() => answers(api), { timeout: 60_000 }).toBe(true);
    const published = git(clone, "branch", "--show-current");
    // "Publish now" asks first, and the editor says yes.
    page.on("dialog", (dialog) => void dialog.accept());
    await openCms(page, api);
    await openEntry(page, "pages", "About page");
    await page.getByLabel("Introduction", { exact: true }).first().fill(WORDS);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    // A draft: a branch of the clone, which the clone's own branch does not have yet.
    expect(git(clone, "show", `cms/pages/about:${FILE}`)).toContain(WORDS);
    expect(git(clone, "show", `${published}:${FILE}`)).not.toContain(WORDS);

    // Its preview: the entry's own page, on the branch's dev server.
    const view = page.getByRole("link", { name: "View Preview" });
    await expect(view).toBeVisible({ timeout: 4 * 60_000 });
    await expect(view).toHaveAttribute("href", `http://127.0.0.1:${previewPort}/about/`);
    const [preview] = await Promise.all([page.context().waitForEvent("page"), view.click()]);
    await expect(preview.getByText(WORDS)).toBeVisible({ timeout: 4 * 60_000 });
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await preview.close();

    // Ready, then published: merged into the clone's branch, the draft's branch gone.
    await page.getByRole("button", { name: /^Status: / }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now", { exact: true }).click();
    await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({
      timeout: 30_000,
    });
    expect(git(clone, "show", `${published}:${FILE}`)).toContain(WORDS);
    expect(git(clone, "branch", "--list", "cms/*")).toBe("");
  } finally {
    if (cms.pid && cms.exitCode === null && cms.signalCode === null) {
      const ended = new Promise((resolve) => cms.once("exit", resolve));
      process.kill(-cms.pid, "SIGTERM");
      await ended;
    }
    // The preview's dev server, in the same process group, has stopped writing its files.
    const listening = () =>
      fetch(`http://127.0.0.1:${previewPort}/admin/config.yml`, { method: "HEAD" }).then(
        () => true,
        () => false,
      );
    await expect.poll(listening, { timeout: 30_000 }).toBe(false);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
});

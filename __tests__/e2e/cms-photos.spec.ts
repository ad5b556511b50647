import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { cameraPhoto } from "../support/camera-photo.mjs";
import { expect, test } from "./support/fixtures";
import { copyProject, linkDependencies, removeCopy } from "./support/project-copy";

/*
 * A photo of a service page replaced in the CMS's local mode, as the team does it: decap-server
 * on loopback over a copy of the project, the service's own entry, its hero photo's picker
 * (which lists the photos already uploaded), an upload from the phone, a publish; then the real build of the copy shows the new photo on the page, in both
 * languages, from the site's own files.
 */

const run = promisify(execFile);
const SERVICE_FILE = "content/services/residential/interior-painting.en.md";

let scratch: string;
let server: ChildProcess;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answered = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer at ${url}`);
}

// The editor is a 5 MB script and the build takes minutes on a small, busy machine.
test.describe.configure({ mode: "serial", timeout: 15 * 60_000 });

test.beforeAll(async () => {
  scratch = copyProject("cms-photos-");
  linkDependencies(scratch);
  await run("git", ["init", "--quiet", scratch]);
  // A photo uploaded earlier: the picker must offer it again rather than ask for a new upload.
  mkdirSync(path.join(scratch, "content", "photos"), { recursive: true });
  await cameraPhoto(path.join(scratch, "content", "photos", "earlier-upload.jpg"), {
    width: 1600,
    height: 1200,
  });
  port = await freePort();
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: scratch,
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  await waitForServer(`http://127.0.0.1:${port}/api/v1`);
});

test.afterAll(() => {
  server?.kill();
  removeCopy(scratch);
});

test("a photo uploaded on a service's own entry is on the built service page", async ({
  page,
}, testInfo) => {
  const phonePhoto = testInfo.outputPath("stairwell-after.jpg");
  await cameraPhoto(phonePhoto, { width: 2400, height: 1800, tint: "#9fb4c2" });
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /^local_backend: true$/m,
      `local_backend:\n  url: http://127.0.0.1:${port}/api/v1`,
    );
    await route.fulfill({ response, body });
  });
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  const entry = page.getByRole("link", { name: "Interior Painting", exact: true });
  await expect(async () => {
    await page.goto("/admin/#/collections/residential");
    await expect(entry).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  await entry.click();

  // The hero photo, on the service's own entry: its picker lists what is already uploaded.
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  await expect(page.getByText("earlier-upload.jpg")).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type="file"]').setInputFiles(phonePhoto);
  await expect(page.getByText("stairwell-after.jpg")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Choose selected" }).click();
  // An upload's size is read from its file: the stock photo's is cleared.
  await page.getByLabel("Width in pixels (stock photo URL only) (optional)").first().fill("");
  await page.getByLabel("Height in pixels (stock photo URL only) (optional)").first().fill("");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 90_000 });
  const file = path.join(scratch, SERVICE_FILE);
  await expect
    .poll(() => readFileSync(file, "utf8"), { timeout: 15_000 })
    .toMatch(/heroPhoto:\n {2}src: \/photos\/stairwell-after\.jpg\n/);
  expect(existsSync(path.join(scratch, "content", "photos", "stairwell-after.jpg"))).toBe(true);

  // The real build of the copy (npm run build, as every host runs it).
  const env = { ...process.env };
  delete env.CONTENT_DIR;
  delete env.NEXT_DIST_DIR;
  await run("npm", ["run", "--silent", "build"], {
    cwd: scratch,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const built = (route: string) =>
    readFileSync(path.join(scratch, "out", route, "index.html"), "utf8");
  const served = /\/photos\/stairwell-after\.[0-9a-f]{10}\.\d+\.avif/;
  expect(built("services/residential/interior-painting")).toMatch(served);
  expect(built("fr/services/residentiel/peinture-interieure")).toMatch(served);
  const files = readdirSync(path.join(scratch, "out", "photos"));
  expect(files.some((name) => /^stairwell-after\.[0-9a-f]{10}\.1280\.webp$/.test(name))).toBe(true);
});

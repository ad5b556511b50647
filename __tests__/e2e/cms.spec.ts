import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { copyProject, linkDependencies, removeCopy } from "./support/project-copy";

/*
 * The CMS's local mode end to end, offline: decap-server on loopback over a temporary copy of
 * the project (never the working tree), /admin/ of the built site edits a service in English
 * and French side by side in one entry, and a testimonial, through Decap's forms, and the
 * copy's own build (npm run build in the copy) shows the new words.
 */

const run = promisify(execFile);

const NEW_SHORT = "Walls and ceilings repainted by the CMS test crew in one careful visit.";
const NEW_SHORT_FR =
  "Murs et plafonds repeints par l’équipe d’essai du CMS en une seule visite soignée.";
const NEW_QUOTE = "The CMS test quote: tidy crew, straight lines and the job finished on time.";

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
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer at ${url}`);
}

const scratchFile = (file: string) => readFileSync(path.join(scratch, file), "utf8");
/** The file with its lines unfolded: YAML may wrap a long value over several lines. */
const scratchText = (file: string) => scratchFile(file).replace(/\s+/g, " ");
const SERVICE_FILE = "content/services/residential/interior-painting.en.md";
const SERVICE_FILE_FR = "content/services/residential/interior-painting.fr.md";
const TESTIMONIALS_FILE = "content/testimonials.yml";

// The editor is a 5 MB script: on a small, busy machine it takes a while to start.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  scratch = copyProject("cms-e2e-");
  await run("git", ["init", "--quiet", scratch]);
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

test.beforeEach(async ({ page }) => {
  // Same config as deployed, but the local backend is this test's decap-server.
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
});

/**
 * Opens an entry the way an editor does, from its collection's list (Decap does not reload
 * an entry when only the address changes from one entry to another).
 */
async function openEntry(page: Page, collection: string, label: string) {
  const entry = page.getByRole("link", { name: label, exact: true });
  // Once, under CI load, the collection never opened after a publish (Decap keeps the
  // previous view when only the hash changes and it is still busy); asking again opens it.
  await expect(async () => {
    await page.goto(`/admin/#/collections/${collection}`);
    await expect(entry).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  await entry.click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

/**
 * Waits until Decap's entry toolbar says the changes are saved and published. Leaving an entry
 * while it is still being saved can leave the editor on it, so the next collection never opens.
 */
async function published(page: Page) {
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
}

test("an empty required field is refused and the file stays as it was", async ({ page }) => {
  const before = scratchFile(SERVICE_FILE);
  await openEntry(page, "residential", "Interior Painting");
  // English on the left, French on the right: each field twice, in that order.
  const name = page.getByLabel("Service name").first();
  await expect(name).toHaveValue("Interior Painting");
  await name.fill("");
  await publish(page);
  await expect(page.getByText(/missed a required field/)).toBeVisible();
  await expect(page.getByText("Service name is required.")).toBeVisible();
  expect(scratchFile(SERVICE_FILE)).toBe(before);
});

test("edits made in the CMS forms reach the files and the rebuilt site", async ({ page }) => {
  // The CMS is a large script and the real build takes minutes on a small, busy machine.
  test.setTimeout(8 * 60_000);
  await openEntry(page, "residential", "Interior Painting");
  // One entry shows both languages side by side: English first, then French.
  await expect(page.getByLabel("Service name").nth(1)).toHaveValue("Peinture intérieure");
  const shortDescription = page.getByLabel("Short description (service cards)");
  const [english, french] = [shortDescription.first(), shortDescription.nth(1)];
  await expect(french).toHaveValue(/^Murs, plafonds/);
  await english.fill(NEW_SHORT);
  await french.fill(NEW_SHORT_FR);
  await publish(page);
  await published(page);
  await expect.poll(() => scratchText(SERVICE_FILE), { timeout: 15_000 }).toContain(NEW_SHORT);
  await expect
    .poll(() => scratchText(SERVICE_FILE_FR), { timeout: 15_000 })
    .toContain(NEW_SHORT_FR);
  // The rest of each file survives the round trip through the form.
  expect(scratchFile(SERVICE_FILE)).toContain("name: Interior Painting");
  expect(scratchFile(SERVICE_FILE)).toContain("Older houses ask for a gentler hand.");
  expect(scratchFile(SERVICE_FILE_FR)).toContain("name: Peinture intérieure");

  await openEntry(page, "lists", "Testimonials (the words)");
  // Each testimonial is a collapsed row under its author's name; its first button expands it.
  // The English list comes first.
  const item = page.getByText("Sarah M.", { exact: true }).first().locator("xpath=..");
  await item.getByRole("button").first().click();
  await item.getByLabel("Quote").fill(NEW_QUOTE);
  await publish(page);
  await published(page);
  await expect.poll(() => scratchText(TESTIMONIALS_FILE), { timeout: 15_000 }).toContain(NEW_QUOTE);
  // Both languages stay in the one file, each list in its order; the ids only under English.
  expect(scratchFile(TESTIMONIALS_FILE)).toMatch(
    /^en:\n {2}items:\n {4}- id: glebe-main-floor-repaint\n/,
  );
  expect(scratchFile(TESTIMONIALS_FILE)).toMatch(/\nfr:\n {2}items:\n {4}- quote: /);

  // The team deletes every project: the site must still build, without the section.
  rmSync(path.join(scratch, "content", "projects"), { recursive: true });

  // The real build (npm run build, as every host runs it, post-build step included), in the
  // copy: its page files, photo manifest and export are the copy's own.
  linkDependencies(scratch);
  // Nothing may point the copy's build back at the working copy's content or export.
  const env = { ...process.env };
  delete env.CONTENT_DIR;
  delete env.NEXT_DIST_DIR;
  await run("npm", ["run", "--silent", "build"], {
    cwd: scratch,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const exported = path.join(scratch, "out");
  const built = (route: string) => readFileSync(path.join(exported, route, "index.html"), "utf8");
  expect(built("services/residential/interior-painting")).toContain(NEW_SHORT);
  expect(built("fr/services/residentiel/peinture-interieure")).toContain(NEW_SHORT_FR);
  expect(built("testimonials")).toContain(NEW_QUOTE);
  // With no project, the projects pages and every link to them are gone.
  expect(existsSync(path.join(exported, "projects"))).toBe(false);
  expect(existsSync(path.join(exported, "fr", "projets"))).toBe(false);
  for (const page of ["gallery", "sitemap", "fr/galerie"]) {
    expect(built(page)).not.toMatch(/href="\/(fr\/projets|projects)\//);
  }
  expect(readFileSync(path.join(exported, "sitemap.xml"), "utf8")).not.toContain("projects");
});

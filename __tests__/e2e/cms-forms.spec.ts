import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support/fixtures";
import {
  freePort,
  openCms,
  openEntry,
  publish,
  published,
  startDecapServer,
} from "./support/decap";
import { copyProject, linkDependencies, removeCopy } from "./support/project-copy";

/*
 * The CMS as the coordinator uses it, on a temporary copy of the project (a Git repository of
 * its own, so `git diff` shows what a save changed): the form refuses what the build refuses
 * in both languages, a save changes only the lines that changed, a project re-saved without a
 * testimonial and without French facts still builds, and `npm run dev` opens /admin/ and shows
 * a save without a restart.
 */

const run = promisify(execFile);

// The editor is a 5 MB script: on a small, busy machine it takes a while to start.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let copy: string;
let decap: { server: ChildProcess; url: string };

const file = (name: string) => readFileSync(path.join(copy, name), "utf8");
const git = async (...args: string[]) => (await run("git", args, { cwd: copy })).stdout;

test.beforeAll(async () => {
  copy = copyProject("cms-forms-e2e-");
  linkDependencies(copy);
  // The files as the CMS writes them (npm run lint keeps them so): a save then changes only
  // what it changes.
  await run(process.execPath, ["scripts/format-content.mjs"], { cwd: copy });
  await git("init", "--quiet");
  await git("add", "-A");
  await git("-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-qm", "copy");
  decap = await startDecapServer(copy);
});

test.afterAll(() => {
  decap?.server.kill();
  removeCopy(copy);
});

const LEGAL = "content/legal/terms-and-conditions.fr.md";
const PROJECT = "content/projects/glebe-main-floor-and-stairwell";

test("an empty French title and an unticked consent are refused by the form", async ({ page }) => {
  await openCms(page, decap.url);
  const legal = file(LEGAL);
  await openEntry(page, "legal", "Terms and Conditions");
  // English on the left, French on the right: the French title is the second.
  const frenchTitle = page.getByLabel("Title", { exact: true }).nth(1);
  await expect(frenchTitle).toHaveValue(/^Conditions/);
  await frenchTitle.fill("");
  await publish(page);
  await expect(
    page.getByText(/the other language is incomplete: FR: Title is required/),
  ).toBeVisible();
  expect(file(LEGAL)).toBe(legal);
  // Leaving the unsaved entry: Decap asks first.
  page.on("dialog", (dialog) => void dialog.accept());

  const project = file(`${PROJECT}.en.md`);
  await openEntry(
    page,
    "projects",
    "Main floor and stairwell of a 1920s house in the Glebe (2025-10)",
  );
  const consent = page.getByRole("checkbox", {
    name: "The client agreed in writing to publish these photos",
  });
  // Stated once, in English: the French side does not ask for it.
  await expect(consent).toHaveCount(1);
  await expect(consent).toBeChecked();
  await consent.uncheck();
  await publish(page);
  await expect(
    page.getByText("The client agreed in writing to publish these photos: must be ticked."),
  ).toBeVisible();
  await expect(page.getByText("Unsaved Changes")).toBeVisible();
  expect(file(`${PROJECT}.en.md`)).toBe(project);
});

test("the preview pane shows the page in the site's styles, in the language edited", async ({
  page,
}) => {
  await openCms(page, decap.url);
  await openEntry(page, "residential", "Interior Painting");
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Interior Painting");
  // The site's built stylesheet: the page header is the brand band, as on the site.
  await expect(preview.locator("h1").locator("xpath=../..")).toHaveCSS(
    "background-color",
    /^(?!rgba\(0, 0, 0, 0\)$)/,
  );
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "FR" }).click();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Peinture intérieure");
  await expect(preview.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(preview.getByText(/^Murs, plafonds/).first()).toBeVisible();
});

test("a save of one sentence changes one line of its file", async ({ page }) => {
  await openCms(page, decap.url);
  await openEntry(page, "pages", "Home page");
  const intro = page.getByLabel("Introduction").first();
  await expect(intro).toHaveValue(/^Interior and exterior painting/);
  await intro.fill(
    "Painting for Ottawa homes and businesses, done by a tidy crew that keeps its word.",
  );
  await publish(page);
  await published(page);
  await expect
    .poll(() => git("diff", "--numstat"), { timeout: 15_000 })
    .toBe("1\t1\tcontent/pages/home.yml\n");
  await git("-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-qam", "home");
});

test("a project re-saved without its testimonial builds with both pages", async ({ page }) => {
  // The CMS is a large script and the real build takes minutes on a small, busy machine.
  test.setTimeout(10 * 60_000);
  await openCms(page, decap.url);
  await openEntry(
    page,
    "projects",
    "Main floor and stairwell of a 1920s house in the Glebe (2025-10)",
  );
  // The testimonial is removed: its select cleared.
  // (The French pane shows it too, read-only: it is entered once, in English.)
  const testimonial = page.getByText("glebe-main-floor-repaint", { exact: true });
  await expect(testimonial.first()).toBeVisible();
  await page.getByLabel("The client's words (a testimonial)").first().focus();
  await page.keyboard.press("Backspace");
  await expect(testimonial).toHaveCount(0);
  await publish(page);
  await published(page);
  await expect.poll(() => file(`${PROJECT}.en.md`), { timeout: 15_000 }).not.toMatch(/testimonial/);

  // Saved again, as a coordinator does after another look.
  const duration = page.getByLabel("Duration (e.g. 4 working days)").first();
  await duration.fill("5 working days, over one week");
  await publish(page);
  await published(page);
  await expect.poll(() => file(`${PROJECT}.en.md`), { timeout: 15_000 }).toContain("over one week");
  // The French file states no fact and nothing empty: the build gives it the English ones.
  const french = file(`${PROJECT}.fr.md`);
  expect(french).not.toMatch(/^(testimonial|date|services|area|consent):/m);
  // Nor any photo file: photos are entered once, in English; French gives their alt texts.
  expect(french).not.toMatch(/^\s*-?\s*src:/m);
  expect(french).toMatch(/^\s+alt: /m);
  expect(french).not.toMatch(/: (null|"")$/m);

  const env = { ...process.env };
  delete env.CONTENT_DIR;
  delete env.NEXT_DIST_DIR;
  await run("npm", ["run", "--silent", "build"], { cwd: copy, env, maxBuffer: 64 * 1024 * 1024 });
  const built = (route: string) =>
    readFileSync(path.join(copy, "out", route, "index.html"), "utf8");
  expect(built("projects/glebe-main-floor-and-stairwell")).toContain("over one week");
  const frenchPage = built("fr/projets/rez-de-chaussee-et-escalier-dans-le-glebe");
  // The English facts, in French: the month and the services.
  expect(frenchPage).toContain("octobre 2025");
  expect(frenchPage).toContain("Réparation de cloisons sèches");
});

test("npm run dev opens /admin/ and shows a save without a restart", async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = { ...process.env };
  delete env.CONTENT_DIR;
  delete env.NEXT_DIST_DIR;
  const dev = spawn("npm", ["run", "--silent", "dev", "--", "-p", String(port)], {
    cwd: copy,
    env,
    stdio: "ignore",
    detached: true,
  });
  const pageText = async (route: string) => {
    try {
      return await (await fetch(`${origin}${route}`)).text();
    } catch {
      return "";
    }
  };
  const SERVICE = "/services/residential/interior-painting/";
  try {
    // The page is rendered once before the save: the dev server has read the content.
    await expect.poll(() => pageText(SERVICE), { timeout: 240_000 }).toContain("Interior Painting");
    await openCms(page, decap.url, origin);
    await openEntry(page, "residential", "Interior Painting", origin);
    const short = page.getByLabel("Short description (service cards)").first();
    const NEW = "Walls and ceilings repainted on the dev server, seen without a restart.";
    await short.fill(NEW);
    await publish(page);
    await published(page);
    await expect.poll(() => pageText(SERVICE), { timeout: 240_000 }).toContain(NEW);
  } finally {
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  }
});

import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { cameraPhoto } from "../../support/camera-photo.mjs";
import { builtCopy, type BuiltCopy } from "../support/built-copy";
import { openCms, startDecapServer } from "../support/decap";
import { expect, test } from "../support/fixtures";

/*
 * The coordinator grows the site alone, with the editorial workflow on (each entry a branch of
 * its own, published by merging it, as on the host): a new team member, a new service area, a
 * project in that area and a guide signed by the new member, each created in the CMS. Each
 * entry's choices are read from the content when its form opens: the area saved a moment
 * earlier is offered to the project, the member to the guide, in the same session.
 *
 * Every preview along the way passes: after each save, the entry's branch goes through the
 * check the build runs first (scripts/check-content.mjs, the whole content as the loader reads
 * it), which is where a preview build of content fails; no whole build per branch (a minute of
 * a small machine each). The published result joins the built copy, whose one build then shows
 * the pages.
 *
 * The workflow's branches need decap-server in its Git mode, over a clone of the copy (the
 * other suites' editor keeps the copy itself, in file mode).
 */

const run = promisify(execFile);

const MEMBER = { id: "field-lead", name: "Dana, field lead", nameFr: "Dana, cheffe de chantier" };
const AREA = { name: "Stittsville", address: "stittsville" };
const PROJECT = {
  title: "Basement family room in a Stittsville bungalow",
  titleFr: "Salle familiale au sous-sol d’un bungalow de Stittsville",
  address: "stittsville-basement-family-room",
  addressFr: "salle-familiale-sous-sol-stittsville",
};
const GUIDE = {
  title: "Choosing a finish for a basement room",
  titleFr: "Choisir un fini pour une pièce au sous-sol",
  address: "basement-room-finishes",
  addressFr: "finis-piece-sous-sol",
};

// The photo the entries below choose from the media library (the CMS suite puts it there
// first when it runs, and this then leaves it as it is).
builtCopy.setup(async (copy) => {
  const photo = path.join(copy.dir, "content", "photos", "earlier-upload.jpg");
  if (!existsSync(photo)) await cameraPhoto(photo, { width: 1600, height: 1200 });
});

/** The Git clone the workflow's editor works on, its editor, and its requests under way. */
let work: { dir: string; page: Page; stop(): void; pending(): number } | undefined;

/**
 * Fills a Decap select or relation field (first pane) by typing and taking the offer; its label
 * as the form has it (Decap adds " (optional)" to an optional field's).
 */
async function choose(page: Page, label: string, name: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page
    .getByLabel(new RegExp(`^${escaped}( \\(optional\\))?$`))
    .first()
    .focus();
  await page.keyboard.type(name);
  await expect(page.getByRole("option", { name, exact: true })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Enter");
}

/**
 * Fills a field and makes sure the value stays: a new entry's form may still be settling when
 * its first field is filled (the area's name was once found empty at the save).
 */
async function fillKept(field: ReturnType<Page["getByLabel"]>, value: string) {
  await expect(async () => {
    if ((await field.inputValue()) !== value) await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A new entry, opened as the coordinator does: the collection's list, then its "＋" button.
 * (Changing the address from an open entry to ".../new" kept that entry's draft: Decap saved
 * the team file under the new area's collection.)
 */
async function newEntry(page: Page, collection: string, singular: string) {
  await page.goto(`/admin/#/collections/${collection}`);
  await page.getByRole("link", { name: `Create entry of type ${singular}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/new$`));
}

/** Types into each pane's Markdown editor (English, then French). */
async function writeBodies(page: Page, english: string, french: string) {
  const body = page.locator('[data-slate-editor="true"]');
  await body.first().click();
  await page.keyboard.type(english);
  await body.nth(1).click();
  await page.keyboard.type(french);
}

/** The content check the build runs first, on one branch of the workflow's clone. */
async function previewPasses(copy: BuiltCopy, branch: string) {
  const tree = mkdtempSync(path.join(tmpdir(), "preview-content-"));
  try {
    const archive = path.join(tree, "content.tar");
    await run("git", [
      "-C",
      work!.dir,
      "archive",
      "--format=tar",
      "-o",
      archive,
      branch,
      "content",
    ]);
    await run("tar", ["-xf", archive, "-C", tree]);
    const result = await run(process.execPath, ["scripts/check-content.mjs"], {
      cwd: copy.dir,
      env: { ...process.env, CONTENT_DIR: path.join(tree, "content") },
    }).then(
      () => "",
      (error: { stdout?: string; stderr?: string }) => `${error.stdout}${error.stderr}`,
    );
    expect(result, `the preview of ${branch} fails the build's content check`).toBe("");
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

/** Saves the open entry (its branch), checks its preview, marks it ready and publishes it. */
async function saveCheckPublish(copy: BuiltCopy, branch: string, published: string) {
  const page = work!.page;
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => copy.git("-C", work!.dir, "branch", "--list", branch)).toContain(branch);
  await previewPasses(copy, branch);
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect
    .poll(() => existsSync(path.join(work!.dir, published)), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(() => copy.git("-C", work!.dir, "branch", "--list", branch)).toBe("");
  // Decap loads the published entry again: opening another entry before that load is over let
  // it land in the new entry's form (the team file was once saved as a "Service area"). So the
  // next entry waits until the editor asks the backend nothing more.
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  for (let quiet = 0; quiet < 3; quiet += 1) {
    await expect.poll(() => work!.pending(), { intervals: [300] }).toBe(0);
  }
}

builtCopy.edit(
  "with the editorial workflow, a new member, area, project there and guide by the member each pass their preview",
  async ({ copy, browser }) => {
    test.setTimeout(8 * 60_000);
    const dir = mkdtempSync(path.join(tmpdir(), "workflow-"));
    await run("git", ["clone", "--quiet", copy.dir, dir]);
    await run("git", ["-C", dir, "checkout", "--quiet", "-B", "main"]);
    await run("git", ["-C", dir, "config", "user.name", "coordinator"]);
    await run("git", ["-C", dir, "config", "user.email", "coordinator@example.com"]);
    const decap = await startDecapServer(dir, "git");
    const page = await browser.newPage();
    // Leaving an entry: yes. A local backup of an entry (Decap keeps one while typing): no, the
    // form as filled stands (restored, it put back an older state of the fields).
    page.on(
      "dialog",
      (dialog) => void (/local backup/.test(dialog.message()) ? dialog.dismiss() : dialog.accept()),
    );
    let pending = 0;
    const toBackend = (request: { url(): string }) => request.url().startsWith(decap.url);
    page.on("request", (request) => void (toBackend(request) && (pending += 1)));
    page.on("requestfinished", (request) => void (toBackend(request) && (pending -= 1)));
    page.on("requestfailed", (request) => void (toBackend(request) && (pending -= 1)));
    work = { dir, page, stop: () => decap.server.kill(), pending: () => pending };
    try {
      await openCms(page, decap.url);

      // A new team member, in both languages ("Add members" in each pane).
      await page.goto("/admin/#/collections/team/entries/team");
      const add = page.getByRole("button", { name: "Add members" });
      await expect(add.first()).toBeVisible({ timeout: 60_000 });
      await add.first().click();
      await add.nth(1).click();
      await page.getByLabel("Id (the guides' author)", { exact: true }).nth(1).fill(MEMBER.id);
      const name = page.getByLabel("Name", { exact: true });
      await fillKept(name.nth(1), MEMBER.name);
      await fillKept(name.nth(3), MEMBER.nameFr);
      const role = page.getByLabel(/^Role/);
      await fillKept(role.nth(1), "Field lead");
      await fillKept(role.nth(3), "Cheffe de chantier");
      await saveCheckPublish(copy, "cms/team/team", "content/team.yml");
      expect(await copy.git("-C", dir, "show", "main:content/team.yml")).toContain(MEMBER.nameFr);

      // A new service area: no project names it yet, and its preview still passes.
      await newEntry(page, "areas", "Service area");
      const areaName = page.getByLabel("Name (the page's heading)", { exact: true });
      await expect(areaName.first()).toBeVisible({ timeout: 30_000 });
      await fillKept(areaName.first(), AREA.name);
      await fillKept(areaName.nth(1), AREA.name);
      const address = page.getByLabel(/^Page address in this language/);
      await fillKept(address.first(), AREA.address);
      await fillKept(address.nth(1), AREA.address);
      const areaSummary = page.getByLabel(/^Summary \(the areas page/);
      await fillKept(
        areaSummary.first(),
        "Basements and family rooms in Stittsville, painted around the family's own schedule.",
      );
      await fillKept(
        areaSummary.nth(1),
        "Sous-sols et salles familiales à Stittsville, peints selon l’horaire de la famille.",
      );
      await choose(page, "Province", "ON");
      await choose(page, "City", "Ottawa");
      await writeBodies(
        page,
        "Stittsville, at Ottawa's western edge, is mostly family homes with finished basements.",
        "Stittsville, à l’extrémité ouest d’Ottawa, compte surtout des maisons familiales avec sous-sol aménagé.",
      );
      await fillKept(areaName.first(), AREA.name);
      await fillKept(areaName.nth(1), AREA.name);
      await fillKept(address.first(), AREA.address);
      await fillKept(address.nth(1), AREA.address);
      await saveCheckPublish(copy, "cms/areas/stittsville", "content/areas/stittsville.fr.md");

      // A project in that area: the area saved a moment ago is offered, by its name.
      await newEntry(page, "projects", "Project");
      const title = page.getByLabel("Title", { exact: true });
      await expect(title.first()).toBeVisible({ timeout: 30_000 });
      await fillKept(title.first(), PROJECT.title);
      await fillKept(title.nth(1), PROJECT.titleFr);
      await fillKept(address.first(), PROJECT.address);
      await fillKept(address.nth(1), PROJECT.addressFr);
      const summary = page.getByLabel(/^Summary \(cards and search results/);
      await fillKept(
        summary.first(),
        "A damp, dim basement family room made bright and washable in four working days.",
      );
      await fillKept(
        summary.nth(1),
        "Une salle familiale au sous-sol, humide et sombre, rendue claire et lavable en quatre jours.",
      );
      await page
        .getByRole("checkbox", { name: "The client agreed in writing to publish these photos" })
        .check();
      await page.getByLabel("Month finished").first().fill("2025-11");
      await choose(page, "Where (a place the business serves)", "Ottawa");
      await choose(page, "Service area (its page lists this project)", AREA.name);
      await page.getByLabel("Services used").first().focus();
      await page.keyboard.type("Interior Painting");
      await page.keyboard.press("Enter");
      const duration = page.getByLabel("Duration (e.g. 4 working days)");
      await fillKept(duration.first(), "4 working days");
      await fillKept(duration.nth(1), "4 jours ouvrables");
      const addPair = page.getByRole("button", { name: "Add before and after photos" });
      await addPair.first().click();
      await addPair.nth(1).click();
      const pick = page.getByRole("button", { name: "Choose an image" });
      for (let photo = 0; photo < 2; photo += 1) {
        await pick.first().click();
        await page.getByText("earlier-upload.jpg", { exact: true }).click();
        await page.getByRole("button", { name: "Choose selected" }).click();
      }
      const alt = page.getByLabel("What the photo shows (alt text)");
      await fillKept(alt.nth(0), "Basement family room with stained grey walls before painting");
      await fillKept(alt.nth(1), "Basement family room with bright washable walls after painting");
      await fillKept(
        alt.nth(2),
        "Salle familiale au sous-sol aux murs gris tachés avant les travaux",
      );
      await alt
        .nth(3)
        .fill("Salle familiale au sous-sol aux murs clairs et lavables après les travaux");
      await writeBodies(
        page,
        "The family wanted the basement to feel like part of the house.",
        "La famille voulait que le sous-sol fasse partie de la maison.",
      );
      await fillKept(title.first(), PROJECT.title);
      await fillKept(title.nth(1), PROJECT.titleFr);
      await fillKept(address.first(), PROJECT.address);
      await fillKept(address.nth(1), PROJECT.addressFr);
      await saveCheckPublish(
        copy,
        `cms/projects/${PROJECT.address}`,
        `content/projects/${PROJECT.address}.fr.md`,
      );

      // A guide signed by the new member, offered by name.
      await newEntry(page, "guides", "Guide");
      await expect(title.first()).toBeVisible({ timeout: 30_000 });
      await fillKept(title.first(), GUIDE.title);
      await fillKept(title.nth(1), GUIDE.titleFr);
      await fillKept(address.first(), GUIDE.address);
      await fillKept(address.nth(1), GUIDE.addressFr);
      const guideSummary = page.getByLabel(/^Summary \(the guides page/);
      await fillKept(
        guideSummary.first(),
        "Which paint finish suits a basement room, and why a washable one pays off there.",
      );
      await fillKept(
        guideSummary.nth(1),
        "Quel fini de peinture convient à une pièce au sous-sol, et pourquoi un fini lavable.",
      );
      await page.getByLabel("First published").first().fill("2026-11-27");
      await page
        .getByLabel("Last updated (a real change of its content)")
        .first()
        .fill("2026-11-27");
      await choose(page, "Author (a member of the team)", MEMBER.name);
      await page.getByLabel("Services it is about (their pages list it)").first().focus();
      await page.keyboard.type("Interior Painting");
      await page.keyboard.press("Enter");
      await pick.first().click();
      await page.getByText("earlier-upload.jpg", { exact: true }).click();
      await page.getByRole("button", { name: "Choose selected" }).click();
      await fillKept(alt.first(), "A basement family room with freshly painted walls");
      await fillKept(alt.nth(1), "Une salle familiale au sous-sol aux murs fraîchement peints");
      await writeBodies(
        page,
        "Basements stay cool and a little damp: a washable eggshell finish holds up best there.",
        "Un sous-sol reste frais et un peu humide : un fini coquille d’œuf lavable y tient le mieux.",
      );
      await fillKept(title.first(), GUIDE.title);
      await fillKept(title.nth(1), GUIDE.titleFr);
      await fillKept(address.first(), GUIDE.address);
      await fillKept(address.nth(1), GUIDE.addressFr);
      await saveCheckPublish(
        copy,
        `cms/guides/${GUIDE.address}`,
        `content/guides/${GUIDE.address}.fr.md`,
      );
      expect(
        await copy.git("-C", dir, "show", `main:content/guides/${GUIDE.address}.en.md`),
      ).toMatch(new RegExp(`^author: ${MEMBER.id}$`, "m"));

      // What was published joins the copy that the chain builds once.
      await copy.git(
        "-c",
        "user.name=test",
        "-c",
        "user.email=test@example.com",
        "pull",
        "--quiet",
        "--no-rebase",
        "--no-edit",
        dir,
        "main",
      );
    } finally {
      await page.close();
      work.stop();
      rmSync(dir, { recursive: true, force: true });
      work = undefined;
    }
  },
);

builtCopy.check(
  "the new area's page shows the project, and the guide its new author, in both languages",
  async ({ copy }) => {
    const area = copy.built(`areas/${AREA.address}`);
    expect(area).toContain(PROJECT.title);
    expect(copy.built(`fr/secteurs/${AREA.address}`)).toContain(PROJECT.titleFr);
    expect(copy.built(`projects/${PROJECT.address}`)).toContain(AREA.name);
    expect(copy.built(`fr/projets/${PROJECT.addressFr}`)).toContain(AREA.name);
    expect(copy.built(`guides/${GUIDE.address}`)).toContain(MEMBER.name);
    expect(copy.built(`fr/guides/${GUIDE.addressFr}`)).toContain(MEMBER.nameFr);
  },
);

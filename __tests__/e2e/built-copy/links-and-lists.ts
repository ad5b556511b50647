import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { builtCopy } from "../support/built-copy";
import { inFrench, openEntry, publish, published } from "../support/decap";
import { expect } from "../support/fixtures";

/*
 * Two things the CMS's form does in the browser that Jest cannot see (lib/cms/entry-check.ts
 * and public/admin/cms-lists.mjs are tested there by their logic): a link to a page the site
 * does not have is refused before saving, in words, its field outlined in the French pane, the
 * message staying until the link is fixed, while a guide created earlier in this session
 * (built-copy/guides.ts) is linkable at once; and a French list of photos follows the English
 * one, its items showing only their alt texts.
 */

const PROJECT = "content/projects/glebe-main-floor-and-stairwell";
const PROJECT_LABEL = "Main floor and stairwell of a 1920s house in the Glebe (2025-10)";
/** The French address of the guide built-copy/guides.ts creates in the CMS, before this. */
const NEW_GUIDE_FR = "/fr/guides/plafonds-en-hiver/";

builtCopy.edit(
  "a link to a missing page is refused before saving, outlined in its pane, until it is fixed",
  async ({ copy }) => {
    const { page } = await copy.cms();
    const file = path.join(copy.dir, `${PROJECT}.fr.md`);
    const story = readFileSync(file, "utf8");
    const englishFile = path.join(copy.dir, `${PROJECT}.en.md`);
    const english = readFileSync(englishFile, "utf8");
    // Two links in the French story, as a hand or the link button writes them: to the guide
    // saved in this session, and to a page the site does not have.
    writeFileSync(
      file,
      `${story.trimEnd()}\n\nLire [le guide](${NEW_GUIDE_FR}) ou [la page](/fr/nulle-part/).\n`,
    );
    await openEntry(page, "projects", PROJECT_LABEL);
    const duration = page.getByLabel(/^Duration/);
    await expect(duration.first()).toHaveValue(/working days/);
    await duration.first().fill("5 working days, start to finish");
    await publish(page);
    // The box that stays (its heading is content/shared/admin.yml's cms.notSaved), not Decap's
    // own message, which goes after a few seconds.
    const refusal = page.getByRole("alert").filter({ hasText: /^Not saved\./ });
    await expect(refusal).toContainText(
      "FR: The story: the link to /fr/nulle-part/ leads to no page of the site",
    );
    // The guide created a minute ago is a page: its link is not refused.
    await expect(refusal).not.toContainText(NEW_GUIDE_FR);
    // Outlined in the French pane, where its label is in French, not in the English one.
    const label = (text: string) =>
      page.locator("label").filter({ hasText: new RegExp(`^${text}$`) });
    await expect(label(inFrench("The story")).locator("xpath=..")).toHaveCSS(
      "outline-style",
      "solid",
    );
    await expect(label("The story").first().locator("xpath=..")).not.toHaveCSS(
      "outline-style",
      "solid",
    );
    expect(readFileSync(file, "utf8")).not.toContain("start to finish");
    // Still there once Decap's own message has gone.
    await expect(page.getByText(/^Failed to persist entry/)).toHaveCount(0, { timeout: 60_000 });
    await expect(refusal).toBeVisible();

    // Fixed in the French story: the save passes and the message goes.
    const frenchStory = page.locator('[data-slate-editor="true"]').nth(1);
    await frenchStory.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Les propriétaires voulaient un rez-de-chaussée repeint.");
    await publish(page);
    await published(page);
    await expect(refusal).toHaveCount(0);
    await expect
      .poll(() => readFileSync(file, "utf8"), { timeout: 15_000 })
      .toContain("Les propriétaires voulaient un rez-de-chaussée repeint.");
    // As the earlier suites left them, for the edits and the build after this.
    writeFileSync(englishFile, english);
    writeFileSync(file, story);
  },
);

builtCopy.edit(
  "French photos follow the English list: added once, in English, with only their alt text in French",
  async ({ copy }) => {
    const { page } = await copy.cms();
    await openEntry(page, "projects", PROJECT_LABEL);
    // In each pane: the French one labels it in French.
    const ALT = "What the photo shows (alt text)";
    const alt = page.getByLabel(ALT).or(page.getByLabel(inFrench(ALT)));
    const width = page.getByLabel(/^Width in pixels/);
    // English: a before/after pair and one more photo, each with its file and size; French:
    // the same three photos, their alt texts alone.
    await expect(alt).toHaveCount(6);
    await expect(width).toHaveCount(3);
    await expect(page.getByRole("button", { name: /^Add more photos/ })).toHaveCount(1);
    await page.getByRole("button", { name: /^Add more photos/ }).click();
    // One add, in English: the French list has the new photo too, for its alt text.
    await expect(alt).toHaveCount(8);
    await expect(width).toHaveCount(4);
    const before = copy.file(`${PROJECT}.fr.md`);
    // Left unsaved (Decap asks; the editor says yes): the files are as they were.
    await openEntry(page, "projects", PROJECT_LABEL);
    await expect(alt).toHaveCount(6);
    expect(copy.file(`${PROJECT}.fr.md`)).toBe(before);
  },
);

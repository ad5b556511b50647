import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { builtCopy } from "../support/built-copy";
import { frenchField, publish, published } from "../support/decap";
import { expect, test } from "../support/fixtures";

/*
 * A guide written in the CMS, both languages side by side, its facts (dates, author, services,
 * photo file) entered once in English: saved as the two files the build reads, then found by
 * the copy's one build in each language's index, feed and the sitemap.
 */

const GUIDE = "content/guides/ceilings-in-winter";
const GUIDE_TITLE = "Painting ceilings in the heating season";
const GUIDE_TITLE_FR = "Peindre les plafonds pendant la saison de chauffage";
const ADDRESS = "Page address in this language (lower-case words joined by hyphens)";

builtCopy.edit(
  "a new guide, written in both languages, is created with its facts entered once",
  async ({ copy }) => {
    test.setTimeout(4 * 60_000);
    const { page } = await copy.cms();
    await page.goto("/admin/#/collections/guides/new");
    const title = page.getByLabel("Title", { exact: true });
    await expect(title.first()).toBeVisible({ timeout: 30_000 });
    await title.first().fill(GUIDE_TITLE);
    await frenchField(page, "Title").fill(GUIDE_TITLE_FR);
    const address = page.getByLabel(/^Page address in this language/);
    await address.first().fill("ceilings-in-winter");
    await frenchField(page, ADDRESS).fill("plafonds-en-hiver");
    const summary = page.getByLabel(/^Summary \(the guides page/);
    await summary
      .first()
      .fill("Why a dry, heated house in January suits ceiling work, and how we protect the rooms.");
    await frenchField(
      page,
      "Summary (the guides page, the feeds and search results; a whole sentence)",
    ).fill(
      "Pourquoi une maison chauffée et sèche en janvier convient aux plafonds, et nos protections.",
    );
    // Dates, author and services: once, in English.
    await page.getByLabel("First published").first().fill("2026-11-26");
    await page.getByLabel("Last updated (a real change of its content)").first().fill("2026-11-26");
    await page.getByLabel("Author (a member of the team)").first().focus();
    await page.keyboard.type("estimator");
    // The team is read when the form opens: its members offered by name.
    await expect(
      page.getByRole("option", { name: "Northbrush estimating team", exact: true }),
    ).toBeVisible();
    await page.keyboard.press("Enter");
    await page.getByLabel("Services it is about (their pages list it)").first().focus();
    await page.keyboard.type("Interior Painting");
    await page.keyboard.press("Enter");
    // The photo's file once, in English; what it shows in each language.
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.getByText("earlier-upload.jpg", { exact: true }).click();
    await page.getByRole("button", { name: "Choose selected" }).click();
    const alt = page.getByLabel("What the photo shows (alt text)");
    await alt.first().fill("A freshly painted white ceiling");
    await frenchField(page, "What the photo shows (alt text)").fill(
      "Un plafond blanc fraîchement peint",
    );
    const body = page.locator('[data-slate-editor="true"]');
    // Entered as a paste enters it: typed key by key, each key redraws the two-pane form.
    for (const [index, text] of [
      "Winter is a good time for ceilings: the house is dry and heated.",
      "L’hiver convient aux plafonds : la maison est sèche et chauffée.",
    ].entries()) {
      await body.nth(index).click();
      await page.keyboard.insertText(text);
      await expect(body.nth(index)).toContainText(text);
    }
    await publish(page);
    await published(page);
    await expect
      .poll(() => existsSync(path.join(copy.dir, `${GUIDE}.fr.md`)), { timeout: 15_000 })
      .toBe(true);
    const english = copy.file(`${GUIDE}.en.md`);
    expect(english).toMatch(/^published: 2026-11-26$/m);
    expect(english).toMatch(/^author: estimator$/m);
    expect(english).toMatch(/src: \/photos\/earlier-upload\.jpg/);
    const french = copy.file(`${GUIDE}.fr.md`);
    expect(french).not.toMatch(/^(published|updated|author|services):/m);
    expect(french).toMatch(/^address: plafonds-en-hiver$/m);
    await copy.commit("guide");
  },
);

builtCopy.check(
  "the guide written in the CMS is in each language's index, feed and the sitemap",
  async ({ copy }) => {
    const exported = (name: string) => readFileSync(path.join(copy.dir, "out", name), "utf8");
    expect(copy.built("guides")).toContain(GUIDE_TITLE);
    expect(copy.built("fr/guides")).toContain(GUIDE_TITLE_FR);
    expect(exported("feed.xml")).toContain(`<title>${GUIDE_TITLE}</title>`);
    expect(exported("fr/feed.xml")).toContain(`<title>${GUIDE_TITLE_FR}</title>`);
    expect(exported("sitemap.xml")).toContain("/guides/ceilings-in-winter/</loc>");
    expect(exported("sitemap.xml")).toContain("/fr/guides/plafonds-en-hiver/</loc>");
    expect(copy.built("fr/guides/plafonds-en-hiver")).toContain("L’hiver convient aux plafonds");
  },
);

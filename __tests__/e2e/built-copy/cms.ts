import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { cameraPhoto } from "../../support/camera-photo.mjs";
import { builtCopy, type BuiltCopy } from "../support/built-copy";
import { frenchField, inFrench, openCms, openEntry, publish, published } from "../support/decap";
import { expect, test } from "../support/fixtures";

/*
 * The CMS's local mode end to end, offline, as the coordinator uses it: decap-server on
 * loopback over the built copy (support/built-copy.ts: a Git repository of its own, so
 * `git diff` shows what a save changed; never the working tree), /admin/ in Chromium, Decap's
 * own forms. Every edit that can live beside the others is made first (text in both languages,
 * a testimonial, a service's photo, a project re-saved without its testimonial, a new
 * project); the copy's one build is then checked for all of them. Last, the copy runs
 * `npm run dev`. (The site with every project deleted is proved without a build of its own:
 * __tests__/content/no-projects.test.tsx, on the configuration, the loader and the pages.)
 */

/** The file with its lines unfolded. */
const text = (copy: BuiltCopy, name: string) => copy.file(name).replace(/\s+/g, " ");

const SERVICE = "content/services/residential/interior-painting";
const TESTIMONIALS = "content/testimonial-quotes.yml";
const LEGAL = "content/legal/terms-and-conditions.fr.md";
const GLEBE = "content/projects/glebe-main-floor-and-stairwell";
const GLEBE_LABEL = "Main floor and stairwell of a 1920s house in the Glebe (2025-10)";
const NEW = "content/projects/westboro-kitchen-and-hallway";
const HOME = "content/pages/home.yml";
/** Labels whose French-pane field is filled (frenchField). */
const ALT = "What the photo shows (alt text)";
const ADDRESS = "Page address in this language (lower-case words joined by hyphens)";
const CONDITIONS =
  "Conditions of the offer (required when the message states a price, a percentage or “free”)";

const NEW_SHORT = "Walls and ceilings repainted by the CMS test crew in one careful visit.";
const NEW_SHORT_FR =
  "Murs et plafonds repeints par l’équipe d’essai du CMS en une seule visite soignée.";
const NEW_QUOTE = "The CMS test quote: tidy crew, straight lines and the job finished on time.";

// A photo uploaded earlier: the pickers must offer it again rather than ask for a new upload.
builtCopy.setup(async (copy) => {
  await cameraPhoto(path.join(copy.dir, "content", "photos", "earlier-upload.jpg"), {
    width: 1600,
    height: 1200,
  });
});

builtCopy.form(
  "an empty required field is refused, in English and in French, and so is an unticked consent",
  async ({ copy }) => {
    const { page } = await copy.cms();
    const service = copy.file(`${SERVICE}.en.md`);
    await openEntry(page, "residential", "Exterior Painting");
    // English on the left, French on the right: each field twice, in that order.
    const name = page.getByLabel("Service name").first();
    await expect(name).toHaveValue("Exterior Painting");
    // The address edited by hand, to another entry: that entry's form opens (Decap kept the
    // first entry's form under the new address).
    await page.evaluate(() => {
      location.hash = location.hash.replace(/exterior-painting$/, "interior-painting");
    });
    await expect(page).toHaveURL(/\/entries\/interior-painting$/);
    await expect(name).toHaveValue("Interior Painting");
    await name.fill("");
    await publish(page);
    await expect(page.getByText(/missed a required field/)).toBeVisible();
    await expect(page.getByText("Service name is required.")).toBeVisible();
    expect(copy.file(`${SERVICE}.en.md`)).toBe(service);

    const legal = copy.file(LEGAL);
    await openEntry(page, "legal", "Terms and Conditions");
    const frenchTitle = frenchField(page, "Title");
    await expect(frenchTitle).toHaveValue(/^Conditions/);
    await frenchTitle.fill("");
    await publish(page);
    // Said once, in the box that stays (Decap's own toast of it is closed).
    const refusal = page.getByRole("alert").filter({ hasText: /^Not saved\./ });
    await expect(refusal.getByRole("listitem").first()).toHaveText("FR: Title is required");
    await expect(page.getByText(/^Failed to persist entry/)).toHaveCount(0);
    expect(copy.file(LEGAL)).toBe(legal);

    const project = copy.file(`${GLEBE}.en.md`);
    await openEntry(page, "projects", GLEBE_LABEL);
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
    expect(copy.file(`${GLEBE}.en.md`)).toBe(project);
  },
);

builtCopy.edit(
  "an offer notice is refused without its conditions, and saved with them",
  async ({ copy }) => {
    const { page } = await copy.cms();
    const NOTICE = "content/notices/winter-interiors.yml";
    await expect(async () => {
      await page.goto("/admin/#/collections/notices/entries/winter-interiors");
      await expect(page.getByLabel(/^Message/).first()).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 90_000 });
    const message = page.getByLabel(/^Message/);
    await message.first().fill("Interior painting from $49 a room this winter, booked by January.");
    await frenchField(page, "Message (one or two sentences)").fill(
      "Peinture intérieure à partir de 49 $ la pièce cet hiver.",
    );
    const before = copy.file(NOTICE);
    await publish(page);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /^Not saved\./ })
        .getByText(/^EN: Conditions of the offer .*: the notice states an offer \(a price\)/),
    ).toBeVisible();
    expect(copy.file(NOTICE)).toBe(before);
    const conditions = page.getByLabel(/^Conditions of the offer/);
    await conditions.first().fill("Rooms up to 12 by 12 feet, walls only, two coats.");
    await frenchField(page, CONDITIONS).fill(
      "Pièces jusqu’à 12 pi sur 12 pi, murs seulement, deux couches.",
    );
    await publish(page);
    await published(page);
    await expect.poll(() => text(copy, NOTICE), { timeout: 15_000 }).toContain("two coats.");
    expect(text(copy, NOTICE)).toContain("deux couches.");
    await copy.commit("offer notice");
  },
);

builtCopy.form(
  "each of the 17 services saves unchanged, with or without a second photo",
  async ({ copy }) => {
    test.setTimeout(10 * 60_000);
    const { page } = await copy.cms();
    const services = ["residential", "commercial"].flatMap((category) =>
      readdirSync(path.join(copy.dir, "content", "services", category))
        .filter((name) => name.endsWith(".en.md"))
        .map((name) => {
          const file = `content/services/${category}/${name}`;
          const source = copy.file(file);
          return {
            category,
            file,
            name: /^name: (.*)$/m.exec(source)![1]!,
            secondPhoto: /^detailPhoto:/m.test(source),
          };
        }),
    );
    expect(services).toHaveLength(17);
    // The services the old form refused: an optional second photo it asked for anyway.
    expect(services.filter((service) => !service.secondPhoto).length).toBeGreaterThan(0);
    // Each save's change is put back below from Git: nothing else may be pending there.
    expect(await copy.git("status", "--porcelain", "--", "content/services")).toBe("");
    // The messages of the refused saves before this step go first (their timers run while the
    // pointer is elsewhere): each save below must leave none.
    await page.mouse.move(640, 790);
    await expect(page.getByText(/is required|not saved/)).toHaveCount(0, { timeout: 60_000 });
    for (const service of services) {
      await openEntry(page, service.category, service.name);
      const name = page.getByLabel("Service name").first();
      await expect(name).toHaveValue(service.name);
      // Decap offers Publish only for a change, so a word is added to the name and the entry
      // saved once: every other field goes through the form's checks as it loaded, and the
      // files must come back byte for byte but for that one line. The word is then taken back
      // with Git, not with a second save: Decap compares the form with the entry as it LOADED
      // it, not as it last saved it, so the old name typed back on the same form reads to it as
      // "no change" and it never offers Publish (the step's earlier form waited on that button
      // until it timed out; reopening the entry would cost a second load and save per service).
      // One fill per form just opened, too: Decap's text input puts the caret back where the
      // last typing left it when it redraws, so a second fill of the same field may add to its
      // text instead of replacing it.
      await name.fill(`${service.name} x`);
      await expect(name).toHaveValue(`${service.name} x`);
      await publish(page);
      await published(page);
      await expect(page.getByText(/is required|not saved/)).toHaveCount(0);
      await expect
        .poll(() => copy.git("diff", "--numstat", "--", "content/services"), { timeout: 15_000 })
        .toBe(`1\t1\t${service.file}\n`);
      expect(await copy.git("diff", "--unified=0", "--", service.file)).toContain(
        `\n-name: ${service.name}\n+name: ${service.name} x\n`,
      );
      await copy.git("checkout", "--", service.file);
    }
    // Saved as they were: not one line of any service file changed.
    expect(await copy.git("status", "--porcelain", "--", "content/services")).toBe("");
  },
);

builtCopy.form(
  "no preview pane: View Live opens the entry's real page, on the site serving the editor",
  async ({ copy }) => {
    const { page } = await copy.cms();
    await openEntry(page, "residential", "Interior Painting");
    await expect(page.getByLabel("Service name", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Toggle preview" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute(
      "href",
      new URL("/services/residential/interior-painting/", page.url()).href,
    );
  },
);

builtCopy.edit("a save of one sentence changes one line of its file", async ({ copy }) => {
  const { page } = await copy.cms();
  await openEntry(page, "pages", "Home page");
  const intro = page.getByLabel("Introduction").first();
  // The home page's entry is the longest form: on a busy machine it took over 7 s to show.
  await expect(intro).toHaveValue(/^Interior and exterior painting/, { timeout: 30_000 });
  await intro.fill(
    "Painting for Ottawa homes and businesses, done by a tidy crew that keeps its word.",
  );
  await publish(page);
  await published(page);
  await expect
    .poll(() => copy.git("diff", "--numstat"), { timeout: 15_000 })
    .toBe("1\t1\tcontent/pages/home.yml\n");
  await copy.commit("home");

  // The hero's stock photo replaced by one from the phone: the save keeps its alt texts and
  // its stand-in mark (the coordinator unticks it once the photo is the business's own: until
  // then launch-check lists it, docs/decisions/0014), and drops the stock photo's size (an
  // upload's is read from its file).
  const phonePhoto = test.info().outputPath("home-hero.jpg");
  await cameraPhoto(phonePhoto, { width: 2400, height: 1600, tint: "#b7a58c" });
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles(phonePhoto);
  await expect(page.getByText("home-hero.jpg", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await thumbnailLoaded(page);
  await publish(page);
  await published(page);
  await expect
    .poll(() => parse(copy.file(HOME)).en.hero.photo, { timeout: 15_000 })
    .toEqual({
      src: "/photos/home-hero.jpg",
      alt: "Colourful brush strokes of paint",
      standIn: true,
    });
  expect(parse(copy.file(HOME)).fr.hero.photo).toEqual({
    alt: "Coups de pinceau de peinture colorée",
  });
  await copy.commit("home hero");
});

builtCopy.edit(
  "words edited in both languages and a testimonial reach the files",
  async ({ copy }) => {
    const { page } = await copy.cms();
    await openEntry(page, "residential", "Interior Painting");
    // One entry shows both languages side by side: English first, then French.
    await expect(frenchField(page, "Service name")).toHaveValue("Peinture intérieure");
    const shortDescription = "Short description (service cards)";
    const [english, french] = [
      page.getByLabel(shortDescription).first(),
      frenchField(page, shortDescription),
    ];
    await expect(french).toHaveValue(/^Murs, plafonds/);
    await english.fill(NEW_SHORT);
    await french.fill(NEW_SHORT_FR);
    // The French read against the English: the date is entered once, where the translation
    // status reads it (lib/translation/status.ts), in the English file.
    const checked = page.getByLabel(/^Translation checked on/).first();
    await checked.fill("2026-11-29");
    // A day shows as stored, yyyy-mm-dd, in a field of its own: the browser's date input would
    // show its language's format (mm/dd/yyyy in a US-English browser).
    await expect(checked).toHaveJSProperty("type", "text");
    await expect(checked).toHaveValue("2026-11-29");
    await publish(page);
    await published(page);
    await expect
      .poll(() => text(copy, `${SERVICE}.en.md`), { timeout: 15_000 })
      .toContain(NEW_SHORT);
    await expect
      .poll(() => text(copy, `${SERVICE}.fr.md`), { timeout: 15_000 })
      .toContain(NEW_SHORT_FR);
    expect(copy.file(`${SERVICE}.en.md`)).toMatch(/^translationChecked: 2026-11-29$/m);
    expect(copy.file(`${SERVICE}.fr.md`)).not.toContain("translationChecked");
    // The rest of each file survives the round trip through the form.
    expect(copy.file(`${SERVICE}.en.md`)).toContain("name: Interior Painting");
    expect(copy.file(`${SERVICE}.en.md`)).toContain("Older houses ask for a gentler hand.");
    expect(copy.file(`${SERVICE}.fr.md`)).toContain("name: Peinture intérieure");

    await openEntry(page, "lists", "Testimonials (the words)");
    // Each testimonial is a collapsed row under its author's name; its first button expands it.
    // The English list comes first.
    const item = page.getByText("Sarah M.", { exact: true }).first().locator("xpath=..");
    await item.getByRole("button").first().click();
    await item.getByLabel("Quote").fill(NEW_QUOTE);
    await publish(page);
    await published(page);
    await expect.poll(() => text(copy, TESTIMONIALS), { timeout: 15_000 }).toContain(NEW_QUOTE);
    // Both languages stay in the one file, each list in its order; the ids only under English.
    expect(copy.file(TESTIMONIALS)).toMatch(
      /^en:\n {2}items:\n {4}- id: glebe-main-floor-repaint\n/,
    );
    expect(copy.file(TESTIMONIALS)).toMatch(/\nfr:\n {2}items:\n {4}- quote: /);
  },
);

/**
 * The form's thumbnail of the n-th photo field: an image that loaded (not a broken
 * /photos/<name>.jpg from the site) and not a stock photo's address.
 */
async function thumbnailLoaded(editor: Page, n = 0) {
  const thumbnail = editor.locator('img[role="presentation"]').nth(n);
  await expect(thumbnail).toBeVisible({ timeout: 30_000 });
  await expect(thumbnail).not.toHaveAttribute("src", /^https:/);
  await expect
    .poll(() =>
      thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
}

builtCopy.edit(
  "a photo uploaded on a service's own entry, shown by its thumbnail, is saved",
  async ({ copy, browser }, testInfo) => {
    // Decap is opened a second time, in a page of its own: a 5 MB script to start again.
    test.setTimeout(6 * 60_000);
    const { page, api } = await copy.cms();
    const phonePhoto = testInfo.outputPath("stairwell-after.jpg");
    await cameraPhoto(phonePhoto, { width: 2400, height: 1800, tint: "#9fb4c2" });
    await openEntry(page, "residential", "Interior Painting");
    // The hero photo, on the service's own entry: its picker lists what is already uploaded.
    await page.getByRole("button", { name: "Choose different image" }).first().click();
    await expect(page.getByText("earlier-upload.jpg", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    // A text file named like a photo is refused, with a message naming it.
    const notAPhoto = testInfo.outputPath("notes.jpg");
    writeFileSync(notAPhoto, "Colours for the hallway: Chantilly Lace, two coats.\n");
    await page.locator('input[type="file"]').setInputFiles(notAPhoto);
    const words = parse(copy.file("content/shared/admin.yml")).cms as Record<string, string>;
    await expect(page.getByRole("alert").filter({ hasText: "notes.jpg" })).toHaveText(
      words.notAPhoto!.replace("{file}", "notes.jpg"),
    );
    // The status messages shown while the photo is prepared (it may be gone before a look).
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { statusesSeen: seen });
      new MutationObserver(() => {
        document.querySelectorAll('[role="status"]:not([hidden])').forEach((status) => {
          if (status.textContent) seen.push(status.textContent);
        });
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.locator('input[type="file"]').setInputFiles(phonePhoto);
    await expect(page.getByText("stairwell-after.jpg", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    expect(await page.evaluate(() => (window as { statusesSeen?: string[] }).statusesSeen)).toEqual(
      expect.arrayContaining([words.processing!.replace("{file}", "stairwell-after.jpg")]),
    );
    expect(existsSync(path.join(copy.dir, "content", "photos", "notes.jpg"))).toBe(false);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await thumbnailLoaded(page);
    await publish(page);
    await published(page);
    // The stock photo's width and height are dropped by the save: an upload's are read from
    // its file.
    await expect
      .poll(() => copy.file(`${SERVICE}.en.md`), { timeout: 15_000 })
      .toMatch(/heroPhoto:\n {2}src: \/photos\/stairwell-after\.jpg\n {2}alt: /);
    expect(existsSync(path.join(copy.dir, "content", "photos", "stairwell-after.jpg"))).toBe(true);

    // Opened again later, the saved entry shows the chosen photo, not a broken /photos/… link.
    const later = await browser.newPage();
    try {
      await openCms(later, api);
      await openEntry(later, "residential", "Interior Painting");
      await expect(later.getByLabel("Service name").first()).toHaveValue("Interior Painting");
      await thumbnailLoaded(later);
    } finally {
      await later.close();
    }
  },
);

builtCopy.edit(
  "a project re-saved without its testimonial keeps its French file free of facts",
  async ({ copy }) => {
    const { page } = await copy.cms();
    await openEntry(page, "projects", GLEBE_LABEL);
    // The testimonial is removed: its select cleared.
    // (The French pane shows it too, read-only: it is entered once, in English.)
    // Named by its author (the choices are read from the testimonials, not listed in the form).
    const testimonial = page.getByText("Sarah M.", { exact: true });
    await expect(testimonial.first()).toBeVisible();
    await page.getByLabel("The client's words (a testimonial)").first().focus();
    await page.keyboard.press("Backspace");
    await expect(testimonial).toHaveCount(0);
    await publish(page);
    await published(page);
    await expect
      .poll(() => copy.file(`${GLEBE}.en.md`), { timeout: 15_000 })
      .not.toMatch(/testimonial/);

    // Saved again, as a coordinator does after another look.
    const duration = page.getByLabel("Duration (e.g. 4 working days)").first();
    await duration.fill("5 working days, over one week");
    await publish(page);
    await published(page);
    await expect
      .poll(() => copy.file(`${GLEBE}.en.md`), { timeout: 15_000 })
      .toContain("over one week");
    // The French file states no fact and nothing empty: the build gives it the English ones.
    const french = copy.file(`${GLEBE}.fr.md`);
    expect(french).not.toMatch(/^(testimonial|date|services|area|consent):/m);
    // Nor any photo file: photos are entered once, in English; French gives their alt texts.
    expect(french).not.toMatch(/^\s*-?\s*src:/m);
    expect(french).toMatch(/^\s+alt: /m);
    expect(french).not.toMatch(/: (null|"")$/m);
  },
);

const NEW_TITLE = "Kitchen and hallway of a Westboro semi";
const NEW_TITLE_FR = "Cuisine et couloir d’un jumelé à Westboro";
const NEW_LABEL = `${NEW_TITLE} (2025-09)`;

/**
 * The alt text of the "Before" or "After" photo of the pair, or of the one "More photos" photo,
 * in the pane (0: English, 1: French) given.
 */
const photoText = (page: Page, pane: number, which: "Before" | "After" | "More") =>
  page.getByLabel(pane ? inFrench(ALT) : ALT).nth(["Before", "After", "More"].indexOf(which));

builtCopy.edit(
  "a new project, its photos entered once and no testimonial, is created and saved again",
  async ({ copy }, testInfo) => {
    const { page } = await copy.cms();
    const phonePhoto = testInfo.outputPath("westboro-kitchen-after.jpg");
    const extraPhoto = testInfo.outputPath("westboro-hallway-trim.jpg");
    test.setTimeout(6 * 60_000);
    await cameraPhoto(phonePhoto, { width: 2400, height: 1800, tint: "#c9b79c" });
    await cameraPhoto(extraPhoto, { width: 1800, height: 2400, tint: "#a7b39a" });
    await page.goto("/admin/#/collections/projects/new");
    const title = page.getByLabel("Title", { exact: true });
    await expect(title.first()).toBeVisible({ timeout: 30_000 });
    // English on the left, French on the right.
    await title.first().fill(NEW_TITLE);
    await frenchField(page, "Title").fill(NEW_TITLE_FR);
    const address = page.getByLabel(/^Page address in this language/);
    await address.first().fill("westboro-kitchen-and-hallway");
    await frenchField(page, ADDRESS).fill("cuisine-et-couloir-a-westboro");
    const summary = page.getByLabel(/^Summary \(cards and search results/);
    await summary
      .first()
      .fill(
        "A dark kitchen and a scuffed hallway brightened in three days, with the family at home.",
      );
    await frenchField(page, "Summary (cards and search results; a whole sentence)").fill(
      "Une cuisine sombre et un couloir usé éclaircis en trois jours, avec la famille à la maison.",
    );
    // The facts, once, in English: the French pane does not ask for them.
    await page
      .getByRole("checkbox", { name: "The client agreed in writing to publish these photos" })
      .check();
    await page.getByLabel("Month finished").first().fill("2025-09");
    await page.getByLabel("Where (a place the business serves)").first().focus();
    await page.keyboard.type("Ottawa");
    // Read from the business's places when the form opens: taken once offered.
    await expect(page.getByRole("option", { name: "Ottawa", exact: true })).toBeVisible();
    await page.keyboard.press("Enter");
    const services = page.getByLabel("Services used").first();
    for (const service of ["Interior Painting", "Accent & Feature Walls"]) {
      await services.focus();
      await page.keyboard.type(service);
      await page.keyboard.press("Enter");
    }
    const duration = page.getByLabel("Duration (e.g. 4 working days)");
    await duration.first().fill("3 working days");
    await frenchField(page, "Duration (e.g. 4 working days)").fill("3 jours ouvrables");

    // One before/after pair, added once, in English: the French side has it too, for its alt
    // texts, and no add button of its own; its photos are chosen once, on the English side.
    const addPair = page.getByRole("button", { name: "Add before and after photos" });
    await expect(addPair).toHaveCount(1);
    await addPair.click();
    const choose = page.getByRole("button", { name: "Choose an image" });
    // Before: a photo already in the media library.
    await choose.first().click();
    await page.getByText("earlier-upload.jpg", { exact: true }).click();
    await page.getByRole("button", { name: "Choose selected" }).click();
    // After: a new upload from the phone.
    await choose.first().click();
    await page.locator('input[type="file"]').setInputFiles(phonePhoto);
    await expect(page.getByText("westboro-kitchen-after.jpg", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    // One more photo from the phone, under "More photos" (its text in each language).
    const addPhoto = page.getByRole("button", { name: "Add more photos" });
    await expect(addPhoto).toHaveCount(1);
    await addPhoto.click();
    await choose.first().click();
    await page.locator('input[type="file"]').setInputFiles(extraPhoto);
    await expect(page.getByText("westboro-hallway-trim.jpg", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    // The chosen photos show as thumbnails in the form.
    await thumbnailLoaded(page, 0);
    await thumbnailLoaded(page, 1);
    await thumbnailLoaded(page, 2);
    await photoText(page, 0, "Before").fill(
      "Kitchen with dark walls and worn cabinets before painting",
    );
    await photoText(page, 0, "After").fill(
      "Kitchen with bright walls and freshly painted cabinets",
    );
    await photoText(page, 0, "More").fill("Hallway trim and doors freshly painted in white");
    await photoText(page, 1, "Before").fill(
      "Cuisine aux murs sombres et aux armoires usées avant les travaux",
    );
    await photoText(page, 1, "After").fill(
      "Cuisine aux murs clairs et aux armoires fraîchement peintes",
    );
    await photoText(page, 1, "More").fill("Boiseries et portes du couloir repeintes en blanc");

    const story = page.locator('[data-slate-editor="true"]');
    // Entered as a paste enters it: typed key by key, each key redraws the two-pane form.
    for (const [index, text] of [
      "The owners wanted a brighter kitchen before the school year.",
      "Les propriétaires voulaient une cuisine plus claire avant la rentrée.",
    ].entries()) {
      await story.nth(index).click();
      await page.keyboard.insertText(text);
      await expect(story.nth(index)).toContainText(text);
    }

    await publish(page);
    await published(page);
    await expect
      .poll(() => existsSync(path.join(copy.dir, `${NEW}.fr.md`)), { timeout: 15_000 })
      .toBe(true);
    const english = copy.file(`${NEW}.en.md`);
    expect(english).toMatch(/^consent: true$/m);
    expect(english).toMatch(/^date: 2025-09$/m);
    expect(english).toMatch(/src: \/photos\/earlier-upload\.jpg/);
    expect(english).toMatch(/src: \/photos\/westboro-kitchen-after\.jpg/);
    expect(english).toMatch(/^photos:\n {2}- src: \/photos\/westboro-hallway-trim\.jpg\n/m);
    expect(english).not.toMatch(/testimonial/);
    expect(existsSync(path.join(copy.dir, "content", "photos", "westboro-kitchen-after.jpg"))).toBe(
      true,
    );

    // Opened again from the list, as a coordinator does after another look, and saved with
    // another field changed.
    await openEntry(page, "projects", NEW_LABEL);
    await expect(frenchField(page, "Title")).toHaveValue(NEW_TITLE_FR);
    await duration.first().fill("3 working days, over one week");
    await publish(page);
    await published(page);
    await expect
      .poll(() => copy.file(`${NEW}.en.md`), { timeout: 15_000 })
      .toContain("3 working days, over one week");

    // The French file as the form writes it: what each photo shows, no photo file or size
    // (entered once, in English).
    const french = copy.file(`${NEW}.fr.md`);
    expect(french).not.toMatch(/^(testimonial|date|services|area|consent|example):/m);
    expect(french).not.toMatch(/src:|width:|height:/);
    expect(french).toMatch(/^\s+alt: Cuisine aux murs clairs/m);
    expect(french).not.toMatch(/: (null|"")$/m);
  },
);

builtCopy.check(
  "one build shows every edit made in the CMS, in both languages",
  async ({ copy }) => {
    // Words in both languages, a testimonial.
    expect(copy.built("services/residential/interior-painting")).toContain(NEW_SHORT);
    expect(copy.built("fr/services/residentiel/peinture-interieure")).toContain(NEW_SHORT_FR);
    expect(copy.built("testimonials")).toContain(NEW_QUOTE);
    // The service's uploaded photo, from the site's own files, in both languages.
    const served = /\/photos\/stairwell-after\.[0-9a-f]{10}\.\d+\.avif/;
    expect(copy.built("services/residential/interior-painting")).toMatch(served);
    expect(copy.built("fr/services/residentiel/peinture-interieure")).toMatch(served);
    const files = readdirSync(path.join(copy.dir, "out", "photos"));
    expect(files.some((name) => /^stairwell-after\.[0-9a-f]{10}\.1280\.webp$/.test(name))).toBe(
      true,
    );
    // The project re-saved without its testimonial: both pages, the English facts in French.
    expect(copy.built("projects/glebe-main-floor-and-stairwell")).toContain("over one week");
    const glebe = copy.built("fr/projets/rez-de-chaussee-et-escalier-dans-le-glebe");
    expect(glebe).toContain("octobre 2025");
    expect(glebe).toContain("Réparation de cloisons sèches");
    // The new project: both pages, the English facts on each (the month in French there), the
    // same photos from the site's own files.
    const english = copy.built("projects/westboro-kitchen-and-hallway");
    const french = copy.built("fr/projets/cuisine-et-couloir-a-westboro");
    expect(english).toContain(NEW_TITLE);
    expect(english).toContain("September 2025");
    expect(english).toContain("3 working days, over one week");
    expect(french).toContain(NEW_TITLE_FR);
    expect(french).toContain("septembre 2025");
    expect(french).toContain("Murs d’accent et murs décoratifs");
    for (const page of [english, french]) {
      expect(page).toContain("Ottawa");
      expect(page).toMatch(/\/photos\/earlier-upload\.[0-9a-f]{10}\.\d+\.avif/);
      expect(page).toMatch(/\/photos\/westboro-kitchen-after\.[0-9a-f]{10}\.\d+\.avif/);
      // The extra phone photo, under "More photos": a portrait one, its box its own shape (it
      // was cut to 3:2, half its height lost).
      expect(page).toMatch(/\/photos\/westboro-hallway-trim\.[0-9a-f]{10}\.\d+\.avif/);
      const [, width, height] = /aspect-ratio:(\d+) \/ (\d+)/.exec(page) ?? [];
      expect(Number(height)).toBeGreaterThan(Number(width));
    }
    expect(french).toContain("Cuisine aux murs clairs et aux armoires fraîchement peintes");
    expect(english).toContain("Hallway trim and doors freshly painted in white");
    expect(french).toContain("Boiseries et portes du couloir repeintes en blanc");
    // The home page's hero, replaced through the CMS, in both languages.
    for (const route of ["", "fr"]) {
      expect(copy.built(route)).toMatch(/\/photos\/home-hero\.[0-9a-f]{10}\.\d+\.avif/);
    }
  },
);

builtCopy.after(
  "npm run dev opens /admin/ at once and shows a save and a new photo without a restart",
  async ({ copy, browser }, testInfo) => {
    test.setTimeout(10 * 60_000);
    const { api } = await copy.cms();
    const origin = await copy.dev();
    const pageText = async (route: string) => {
      try {
        return await (await fetch(`${origin}${route}`)).text();
      } catch {
        return "";
      }
    };
    const ROUTE = "/services/residential/interior-painting/";
    const devPage = await browser.newPage();
    const sitePage = await browser.newPage();
    try {
      // The page is rendered once before the save: the dev server has read the content.
      await expect.poll(() => pageText(ROUTE), { timeout: 240_000 }).toContain("Interior Painting");
      // A loading message from the first moment, while Decap's 5 MB script is on its way (held
      // here until the message is seen), gone once Decap shows its own screen.
      const { loading } = parse(copy.file("content/shared/admin.yml")).cms as { loading: string };
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await devPage.route("**/vendor/decap-cms.js", async (route) => {
        await held;
        await route.continue();
      });
      const opened = openCms(devPage, api, origin);
      await expect(devPage.getByRole("status")).toHaveText(loading, { timeout: 60_000 });
      release();
      await opened;
      await expect(devPage.getByText(loading)).toHaveCount(0);
      await openEntry(devPage, "residential", "Interior Painting", origin);
      const short = devPage.getByLabel("Short description (service cards)").first();
      const SAVED = "Walls and ceilings repainted on the dev server, seen without a restart.";
      await short.fill(SAVED);
      await publish(devPage);
      await published(devPage);
      await expect.poll(() => pageText(ROUTE), { timeout: 240_000 }).toContain(SAVED);
      // A photo added while the dev server runs (as an upload saved in the CMS lands: the file
      // in content/photos/, the entry naming it) shows on its page, never a failed page.
      await cameraPhoto(path.join(copy.dir, "content", "photos", "added-during-dev.jpg"), {
        width: 1600,
        height: 1200,
        tint: "#c4a484",
      });
      const service = path.join(copy.dir, `${SERVICE}.en.md`);
      writeFileSync(
        service,
        readFileSync(service, "utf8").replace(
          /^heroPhoto:\n {2}src: .*\n( {2}(width|height): \d+\n)*/m,
          "heroPhoto:\n  src: /photos/added-during-dev.jpg\n",
        ),
      );
      expect(copy.file(`${SERVICE}.en.md`)).toContain("src: /photos/added-during-dev.jpg");
      const photo = sitePage.locator('img[src*="added-during-dev"]').first();
      await expect(async () => {
        const response = await sitePage.goto(`${origin}${ROUTE}`);
        expect(response?.status()).toBe(200);
        await expect
          .poll(
            () =>
              photo.evaluate(
                (image: HTMLImageElement) => image.complete && image.naturalWidth,
                undefined,
                { timeout: 5_000 },
              ),
            { timeout: 10_000 },
          )
          .toBeGreaterThan(0);
      }).toPass({ timeout: 180_000 });
      testInfo.annotations.push({
        type: "dev photo",
        description: (await photo.getAttribute("src")) ?? "",
      });
    } finally {
      await sitePage.close();
      await devPage.close();
    }
  },
);

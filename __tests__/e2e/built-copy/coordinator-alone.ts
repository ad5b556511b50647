import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse, parseDocument } from "yaml";
import { builtCopy, type BuiltCopy } from "../support/built-copy";
import { fillNewArea, inFrench, openCms, openEntry, publish, published } from "../support/decap";
import { expect, test } from "../support/fixtures";

/*
 * The marketing coordinator running the site alone in the CMS's local mode (issue 56): a French
 * list that cannot go short, a refusal box that never covers the field it names, names instead
 * of ids in every choice and list, and an area without work that says it waits, in the form
 * and on the page its "View Live" opens (on `npm run dev`, last), and the "Before launch" screen
 * listing what `npm run launch-check` lists, each link opening its entry.
 */

const QUESTIONS = "content/questions/general.yml";
const QUESTIONS_ENTRY = "General (the questions page)";
// Not an area another suite of the chain creates (team-grows publishes Stittsville with work).
const AREA = {
  name: "Greely",
  address: "greely",
  summary:
    "Painting for Greely's country homes, from new estate lots to older farmhouses off Parkway Road.",
  summaryFr:
    "Peinture des maisons de campagne de Greely, des terrains neufs aux fermes plus anciennes.",
  body: "Greely's newer estate homes are full of builder-grade paint that scuffs within a year.",
  bodyFr: "Les maisons récentes de Greely regorgent de peinture d’entrepreneur qui s’use vite.",
};

/** The content's ids the form must never show: pages, services, categories, entries. */
function contentIds(copy: BuiltCopy): string[] {
  const routes = parse(copy.file("content/shared/routes.yml"));
  const folders = ["projects", "guides", "areas"].flatMap((folder) =>
    readdirSync(path.join(copy.dir, "content", folder))
      .filter((name) => name.endsWith(".en.md"))
      .map((name) => name.replace(/\.en\.md$/, "")),
  );
  return [
    ...Object.keys(routes.pages),
    ...Object.keys(routes.services),
    ...Object.keys(routes.categories),
    ...parse(copy.file("content/shared/testimonial-ratings.yml")).map(
      (item: { id: string }) => item.id,
    ),
    ...parse(copy.file("content/team.yml")).en.members.map((member: { id: string }) => member.id),
    ...folders,
  ];
}

/** The box of a refused save (public/admin/cms-refusals.mjs). */
const refusal = (page: Page) => page.getByRole("alert").filter({ hasText: /^Not saved\./ });

/** Whether two elements' boxes on the screen overlap. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error("an element has no box on the screen");
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

builtCopy.form(
  "a French list of questions one short is refused naming Questions, in a box clear of the field",
  async ({ copy }) => {
    const { page } = await copy.cms();
    const original = copy.file(QUESTIONS);
    const file = path.join(copy.dir, QUESTIONS);
    try {
      // A French question removed in the file, as an earlier form (each language had its own ×)
      // or a hand once did: 9 in French, 10 in English.
      const document = parseDocument(original);
      document.deleteIn(["fr", "items", 2]);
      writeFileSync(file, document.toString());
      const short = copy.file(QUESTIONS);
      await openEntry(page, "questions", QUESTIONS_ENTRY);
      // The French list follows the English one: added to, trimmed and moved in English only.
      await expect(page.getByRole("button", { name: /^Add questions/i })).toHaveCount(1);
      // Each pane in its language: the French one's labels and hints in French.
      const NOTE = "Deliberate difference from the other language (why; leave empty otherwise)";
      await expect(
        page.getByLabel(`${inFrench(NOTE)} (facultatif)`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "état des traductions" })).toBeVisible();
      const note = page.getByLabel(`${NOTE} (optional)`, { exact: true });
      await note.fill("Checked by the coordinator.");
      await publish(page);
      await expect(refusal(page).getByRole("listitem")).toHaveText([
        "FR: Questions: 9 in French, 10 in English",
      ]);
      // Said once: Decap's own toast of it is closed.
      await expect(page.getByText(/^Failed to persist entry/)).toHaveCount(0);
      expect(copy.file(QUESTIONS)).toBe(short);
      // The field it names is outlined, in view, and the box covers none of it.
      const outlined = page
        .locator("label")
        .filter({ hasText: /^Questions$/ })
        .nth(1)
        .locator("..");
      await expect(outlined).toHaveCSS("outline-style", "solid");
      await expect(outlined).toBeInViewport();
      expect(await overlap(refusal(page), outlined)).toBe(false);
      // Folded to its heading and shown again, as the coordinator may.
      await refusal(page).getByRole("button", { name: "Hide the list" }).click();
      await expect(refusal(page).getByRole("listitem")).toHaveCount(0);
      await refusal(page).getByRole("button", { name: "Show the list" }).click();
      await expect(refusal(page).getByRole("listitem").first()).toBeVisible();
      expect(copy.file(QUESTIONS)).toBe(short);
    } finally {
      writeFileSync(file, original);
    }
    // Left unsaved (Decap asks; the editor says yes), the file as the repository has it.
    await openEntry(page, "questions", QUESTIONS_ENTRY);
    expect(await copy.git("status", "--porcelain", "--", QUESTIONS)).toBe("");
  },
);

builtCopy.edit(
  "every choice and list summary of the form shows names, never the content's ids",
  async ({ copy }) => {
    const { page } = await copy.cms();
    const ids = contentIds(copy);
    /** Every text on the screen that is one of the content's ids, or holds one before ":". */
    const idsShown = async () =>
      page.evaluate((known) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? "";
          const head = text.split(/:\s/)[0] ?? "";
          if (known.includes(text) || known.includes(head)) found.push(text);
        }
        return found;
      }, ids);

    // Every select and relation of these forms, opened and read, option by option.
    const entries: [string, string][] = [
      ["notices", "winter-interiors"],
      ["pages", "home"],
      ["projects", "glebe-main-floor-and-stairwell"],
    ];
    for (const [collection, label] of entries) {
      await expect(async () => {
        await page.goto(`/admin/#/collections/${collection}/entries/${label}`);
        await expect(page.getByText("Writing in EN")).toBeVisible({ timeout: 20_000 });
      }).toPass({ timeout: 90_000 });
      const menus = page.locator('input[role="combobox"]');
      let read = 0;
      for (let index = 0; index < (await menus.count()); index += 1) {
        const menu = menus.nth(index);
        // Decap draws the French pane's copy of a field that is not translated with
        // `visibility: hidden` (the panes stay aligned); react-select's input sets its own
        // visibility back, so the input counts as visible, takes the click and opens a menu
        // nobody sees. The select an editor sees has no hidden box around its input.
        const seen = await menu.evaluate((input) => {
          for (let box = input.parentElement; box; box = box.parentElement) {
            if (getComputedStyle(box).visibility !== "visible") return false;
          }
          return true;
        });
        if (!seen || !(await menu.isVisible())) continue;
        const name = `${label}: select ${index}`;
        await menu.click();
        // react-select 5 names the open menu in the input's aria-controls and its options
        // `<that name's prefix>-option-<n>`: the menu's own items, never another menu's. Decap's
        // relation draws its options in a list of its own (react-window: only the rows in view,
        // no listbox), so the options are found by their ids.
        await expect(menu, `${name} opens`).toHaveAttribute("aria-expanded", "true");
        const controls = await menu.getAttribute("aria-controls");
        expect(controls, `${name}'s menu`).toMatch(/-listbox$/);
        const items = page.locator(`[id^="${controls!.replace(/listbox$/, "option-")}"]`);
        // Its items, or the notice of a multiple choice with every option chosen already (the
        // relation's items come after its "Loading…"; one menu is open at a time).
        await expect(
          items.first().or(page.getByText("No options", { exact: true })),
          `${name}'s items`,
        ).toBeVisible({ timeout: 20_000 });
        const shown = new Set<string>();
        for (let more = (await items.count()) > 0; more;) {
          for (const text of await items.allTextContents()) shown.add(text);
          // The next rows of a long menu, scrolled into view (the relation draws only those).
          more = await items.first().evaluate(async (option) => {
            let list = option.parentElement;
            while (list && !/auto|scroll/.test(getComputedStyle(list).overflowY)) {
              list = list.parentElement;
            }
            if (!list || list.scrollTop + list.clientHeight >= list.scrollHeight - 1) return false;
            list.scrollTop += list.clientHeight;
            await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
            return true;
          });
        }
        expect(
          [...shown].filter((text) => ids.includes(text.trim())),
          `${name}'s options`,
        ).toEqual([]);
        // Escape with the focus in its input (a menu whose input lost focus may stay open), and
        // the menu checked closed before the next opens.
        await menu.press("Escape");
        await expect(menu, `${name} closes`).toHaveAttribute("aria-expanded", "false");
        read += 1;
      }
      expect(read, `${label}: selects read`).toBeGreaterThan(0);
      expect(await idsShown(), `${label}: ids shown`).toEqual([]);
    }

    // Lists summed up by their items: the ratings by client, the catalogue by names.
    await openEntry(page, "shared_lists", "Testimonial ratings");
    const [first] = parse(copy.file("content/testimonial-quotes.yml")).en.items as {
      author: string;
    }[];
    await expect(page.getByText(`${first!.author}: 5/5`).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(idsShown, { timeout: 30_000 }).toEqual([]);
    await openEntry(page, "shared", "Service catalogue (icons)");
    await expect(page.getByText("Residential Painting").first()).toBeVisible({ timeout: 30_000 });
    // Each category's services, summed up by name (drawn folded inside their category).
    await expect(page.getByText("Interior Painting", { exact: true }).first()).toBeAttached();
    // Each list reads its names when drawn: the second category's a moment after the first's.
    await expect.poll(idsShown, { timeout: 30_000 }).toEqual([]);
  },
);

builtCopy.edit(
  "an area without work, saved, says in the form that it waits, why, and what publishes it",
  async ({ copy }) => {
    const { page } = await copy.cms();
    await fillNewArea(page, AREA);
    await publish(page);
    await published(page);
    const waits = parse(copy.file("content/shared/admin.yml")).cms.areaWaits.replaceAll(
      "{area}",
      AREA.name,
    );
    await expect(page.getByRole("status").filter({ hasText: "not on the site yet" })).toContainText(
      waits,
    );
    await expect(page).toHaveURL(new RegExp(`#/collections/areas/entries/${AREA.address}$`));
    // Saved as its two files, committed for the build and the dev server after.
    await expect
      .poll(() => copy.git("status", "--porcelain", "--", "content/areas"))
      .toContain(`${AREA.address}.fr.md`);
    await copy.git("add", "-A", "content/areas");
    await copy.commit("a service area without work");
  },
);

builtCopy.check("the area without work builds green, without its page", async ({ copy }) => {
  expect(() => copy.built(`areas/${AREA.address}`)).toThrow(/ENOENT/);
  expect(copy.built("areas")).not.toContain(AREA.name);
});

builtCopy.check(
  "the Before launch screen lists launch-check's items, and a link opens its entry in the CMS",
  async ({ copy }) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_ENV: "" };
    delete env.CONTENT_DIR;
    const { stdout } = spawnSync(process.execPath, ["scripts/checks/launch-check.mjs"], {
      cwd: copy.dir,
      encoding: "utf8",
      env,
    });
    let file = "";
    const printed = stdout.split("\n").flatMap((line) => {
      if (line.startsWith("content/")) file = line.slice("content/".length);
      const field = /^ {2}- ([^:]+):/.exec(line)?.[1];
      return field ? [`${file}:${field}`] : [];
    });
    const html = copy.built("admin/launch");
    const listed = [...html.matchAll(/data-stand-in="([^"]+)"/g)].map((match) =>
      match[1]!.replaceAll("&amp;", "&"),
    );
    expect(printed.length).toBeGreaterThan(50);
    expect(listed).toEqual(printed);
    // The RBQ licence's link opens Business details in the CMS at its stand-in switch.
    const href =
      /<a[^>]*href="([^"]*#\/collections\/shared\/entries\/business[^"]*)"[^>]*>RBQ licence</.exec(
        html,
      )?.[1];
    expect(href).toBe("/admin/#/collections/shared/entries/business?field=standIn.rbqLicence");
    const { page } = await copy.cms();
    await page.goto(href!);
    // The switch, right below the licence it marks, brought into view, ticked and ready to clear.
    const rbq = page.getByRole("switch", { name: "RBQ licence (optional)" });
    await expect(rbq).toBeChecked({ timeout: 30_000 });
    await expect(rbq).toBeInViewport();
    const licence = page.getByLabel(/^RBQ licence \(required when serving Quebec\)/);
    const [above, below] = [await licence.boundingBox(), await rbq.boundingBox()];
    expect(below!.y).toBeGreaterThan(above!.y);
    expect(below!.y - above!.y).toBeLessThan(200);
    // The counters' switch beside the counters, down the same form.
    await expect(page.getByRole("switch", { name: /^Work in numbers/ })).toBeChecked();
  },
);

builtCopy.after(
  "npm run dev: View Live of the area without work shows a page saying it waits, not an error",
  async ({ copy, browser }) => {
    test.setTimeout(6 * 60_000);
    const { api } = await copy.cms();
    const origin = await copy.dev();
    const page = await browser.newPage();
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`${origin}/admin/`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 240_000 },
        )
        .toBe(200);
      await openCms(page, api, origin);
      // Listed as "name (city)", the collection's summary.
      await openEntry(page, "areas", `${AREA.name} (Ottawa)`, origin);
      const live = page.getByRole("link", { name: "View Live" });
      await expect(live).toHaveAttribute("href", `${origin}/areas/${AREA.address}/`);
      const [opened] = await Promise.all([page.waitForEvent("popup"), live.click()]);
      const waits = parse(copy.file("content/shared/admin.yml")).cms.areaWaits.replaceAll(
        "{area}",
        AREA.name,
      );
      await expect(opened.getByRole("heading", { level: 1 })).toHaveText(AREA.name, {
        timeout: 60_000,
      });
      await expect(opened.getByText(waits)).toBeVisible();
      await expect(opened.locator("nextjs-portal")).toHaveCount(0);
      await opened.close();
    } finally {
      await page.close();
      rmSync(path.join(copy.dir, "content", "areas", `${AREA.address}.en.md`), { force: true });
      rmSync(path.join(copy.dir, "content", "areas", `${AREA.address}.fr.md`), { force: true });
    }
  },
);

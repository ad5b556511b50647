import { spawn, execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { parse } from "yaml";
import { windowChoices } from "../../../lib/content/estimate-windows";
import { getUi } from "../../../lib/content/load";
import { windowStart } from "../../../lib/schemas/estimate-windows";
import { builtCopy, type BuiltCopy } from "../support/built-copy";
import { freePort, inFrench, publish, published } from "../support/decap";
import { expect, gotoHydrated, test } from "../support/fixtures";

/*
 * Issue 57, played by the team and then by a visitor (docs/decisions/0018). The team publishes
 * two estimate windows through the CMS, one on each side of the river, after the form refused
 * one without its side and one already past, each naming its field. The copy's one build then
 * offers both on the contact page in each language; with the page's clock moved past the
 * first, the page offers only the second, with no rebuild; the message sent names the chosen
 * window and ends with the photo count; the photos asked for are the service's the visitor came
 * from; the success state, the terms and the refund policy lead to “Your project, step by
 * step”, whose warranty link opens a prefilled claim. Last, a build whose window has passed
 * leaves it out with a warning.
 */

const run = promisify(execFile);
const FILE = "content/estimate-windows.yml";
const DAY = 86_400_000;
/** A day `days` after today, YYYY-MM-DD (UTC: a day either way of Ottawa's is still to come). */
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const FIRST = { date: dayIn(10), part: "morning", side: "on" } as const;
const SECOND = { date: dayIn(11), part: "afternoon", side: "qc", note: "near Aylmer" } as const;
const SECOND_FR_NOTE = "près d’Aylmer";

/** The window as the contact page of `locale` words it. */
const when = (window: typeof FIRST | typeof SECOND, locale: "en" | "fr") =>
  windowChoices(
    [{ ...window, startsAt: windowStart(window) }],
    locale,
    getUi(locale).form.estimate,
  )[0]!.when;

/** A Decap select of the `index`th window (English pane): typed, then its offer clicked. */
async function choose(page: Page, label: string, index: number, offer: string) {
  await page.getByLabel(label, { exact: true }).nth(index).focus();
  await page.keyboard.type(offer);
  const option = page.getByRole("option", { name: offer, exact: true });
  await expect(option).toBeVisible({ timeout: 20_000 });
  await option.click();
  await expect(option).toHaveCount(0);
}

builtCopy.edit(
  "the team publishes two estimate windows in the CMS, one on each side; one without its side or already past is refused, naming the field",
  async ({ copy }) => {
    test.setTimeout(5 * 60_000);
    const { page } = await copy.cms();
    const before = copy.file(FILE);
    await expect(async () => {
      await page.goto("/admin/#/collections/estimate_windows/entries/windows");
      await expect(page.getByRole("button", { name: "Add estimate windows" })).toBeVisible({
        timeout: 20_000,
      });
    }).toPass({ timeout: 90_000 });
    const add = page.getByRole("button", { name: "Add estimate windows" });
    // Added in English only: the French list follows it, for the note.
    await expect(add).toHaveCount(1);
    await add.click();
    const day = page.getByLabel("Day (Ottawa time)", { exact: true });
    await day.first().fill(FIRST.date);
    await choose(page, "Part of the day", 0, "Morning (from 9:00)");
    await publish(page);
    await expect(page.getByText(/Side of the river is required/).first()).toBeVisible();
    expect(copy.file(FILE)).toBe(before);

    await choose(page, "Side of the river", 0, "Ontario (Ottawa side)");
    await day.first().fill(dayIn(-1));
    await publish(page);
    // The refusal's message lists each problem, named as the form labels its field.
    await expect(
      page.getByRole("listitem").filter({
        hasText: new RegExp(
          `^Estimate windows › 1 › Day \\(Ottawa time\\): ${dayIn(-1)}, morning, Ontario side has already started or passed`,
        ),
      }),
    ).toBeVisible();
    expect(copy.file(FILE)).toBe(before);
    await page.getByRole("button", { name: "close" }).first().click();

    await day.first().fill(FIRST.date);
    await add.click();
    await day.nth(1).fill(SECOND.date);
    await choose(page, "Part of the day", 1, "Afternoon (from 13:00)");
    await choose(page, "Side of the river", 1, "Quebec (Gatineau side)");
    const note = "Note, shown after the time";
    // Each pane: the two windows' notes, the French pane's labelled in French.
    await page.getByLabel(`${note} (optional)`, { exact: true }).nth(1).fill(SECOND.note);
    await page
      .getByLabel(`${inFrench(note)} (facultatif)`, { exact: true })
      .nth(1)
      .fill(SECOND_FR_NOTE);
    await publish(page);
    await published(page);
    await expect.poll(() => copy.file(FILE), { timeout: 15_000 }).toContain(SECOND_FR_NOTE);
    const saved = parse(copy.file(FILE));
    expect(saved.en.windows).toEqual([
      { date: FIRST.date, part: "morning", side: "on" },
      { date: SECOND.date, part: "afternoon", side: "qc", note: SECOND.note },
    ]);
    expect(saved.fr.windows[1]).toEqual({ note: SECOND_FR_NOTE });
    await copy.commit("estimate windows");
  },
);

/** The copy's export on loopback, as a static host serves it (scripts/dev/static-server.mjs). */
async function serve(copy: BuiltCopy): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ["scripts/dev/static-server.mjs", path.join(copy.dir, "out"), "127.0.0.1", String(port)],
    { cwd: copy.dir, stdio: "ignore" },
  );
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(200);
  return { origin, stop: () => server.kill() };
}

/** Fills the four required fields and sends; the WhatsApp message's lines. */
async function send(page: Page, locale: "en" | "fr") {
  const form = getUi(locale).form;
  await page.getByLabel(form.name.label).fill("Sam Visitor");
  await page.getByLabel(form.email.label).fill("sam@example.com");
  await page.getByLabel(form.phone.label).fill("613-555-0100");
  await page.getByLabel(form.message.label).fill("Living room walls");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: form.submit }).click();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(whatsapp.url()).searchParams.get("text") ?? "";
  await whatsapp.close();
  return text.split("\n");
}

const contactPath = { en: "/contact/", fr: "/fr/contact/" } as const;

async function visitor(
  browser: Browser,
  play: (page: Page, origin: string) => Promise<void>,
  copy: BuiltCopy,
) {
  const { origin, stop } = await serve(copy);
  const context = await browser.newContext();
  try {
    await play(await context.newPage(), origin);
  } finally {
    await context.close();
    stop();
  }
}

builtCopy.check(
  "the contact page offers both windows in each language, and drops the first once the page's clock has passed it, with no rebuild",
  async ({ copy, browser }) => {
    await visitor(
      browser,
      async (page, origin) => {
        for (const locale of ["en", "fr"] as const) {
          const estimate = getUi(locale).form.estimate;
          await gotoHydrated(page, `${origin}${contactPath[locale]}`);
          const choice = page.getByRole("combobox", { name: estimate.label });
          await expect(choice.locator("option")).toHaveText([
            estimate.choose,
            when(FIRST, locale),
            `${when(SECOND, locale)} (${locale === "en" ? SECOND.note : SECOND_FR_NOTE})`,
            estimate.none,
          ]);
          // Grouped by side (Chromium exposes no group of a closed select: the element says it).
          await expect(choice.locator(`optgroup[label="${estimate.sides.qc}"]`)).toHaveCount(1);
        }
        // Without JavaScript, the same windows in words, as of the build.
        const plain = await page.context().browser()!.newContext({ javaScriptEnabled: false });
        const noScript = await plain.newPage();
        await noScript.goto(`${origin}/fr/contact/`);
        await expect(
          noScript.getByRole("listitem").filter({ hasText: when(SECOND, "fr") }),
        ).toBeVisible();
        await plain.close();
      },
      copy,
    );
    // The page's clock an hour past the first window's start: the build is the same.
    await visitor(
      browser,
      async (page, origin) => {
        await page.clock.install({ time: windowStart(FIRST) + 3_600_000 });
        for (const locale of ["en", "fr"] as const) {
          const estimate = getUi(locale).form.estimate;
          await gotoHydrated(page, `${origin}${contactPath[locale]}`);
          const options = page.getByRole("combobox", { name: estimate.label }).locator("option");
          await expect(options).toHaveText([
            estimate.choose,
            `${when(SECOND, locale)} (${locale === "en" ? SECOND.note : SECOND_FR_NOTE})`,
            estimate.none,
          ]);
          await expect(
            page.getByRole("combobox", { name: estimate.label }).locator("optgroup"),
          ).toHaveCount(1);
        }
      },
      copy,
    );
  },
);

builtCopy.check(
  "from a service page, the message names the chosen window to confirm and ends with its photo count; the photo list and the next steps show",
  async ({ copy, browser }) => {
    await visitor(
      browser,
      async (page, origin) => {
        const ui = getUi("en");
        await gotoHydrated(page, `${origin}/services/residential/drywall-repair/`);
        await page
          .getByRole("complementary")
          .getByRole("link", { name: ui.cta.quote })
          .first()
          .click();
        await expect(page).toHaveURL(/\/contact\/\?service=drywall-repair#quote$/);
        await page.waitForFunction(() => document.getElementById("quote-visit") !== null);
        await page
          .getByRole("combobox", { name: ui.form.estimate.label })
          .selectOption({ label: `${when(SECOND, "en")} (${SECOND.note})` });
        const photos = parse(
          /^---\n([\s\S]*?)\n---/.exec(
            copy.file("content/services/residential/drywall-repair.en.md"),
          )![1]!,
        ).photoList as string[];
        const lines = await send(page, "en");
        expect(lines.slice(0, 4)).toEqual([
          "New Inquiry from Sam Visitor:",
          "Email: sam@example.com",
          "Phone: 613-555-0100",
          "Message: Living room walls",
        ]);
        expect(lines.slice(4)).toEqual([
          `Estimate visit, please confirm: ${when(SECOND, "en")}, ${ui.form.estimate.sides.qc}`,
          `I will send ${photos.length} photos after this message.`,
        ]);
        const sent = page.getByRole("region", { name: ui.form.photos.ready });
        await expect(sent.getByRole("listitem")).toHaveText(photos);
        await sent.getByRole("link", { name: "Your project, step by step" }).click();
        await expect(page).toHaveURL(`${origin}/your-project/`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Your project, step by step",
        );
      },
      copy,
    );
  },
);

builtCopy.check(
  "“Your project, step by step” in both languages: reached from the success state and the legal pages, its warranty link prefilled",
  async ({ copy, browser }) => {
    for (const [locale, page, links] of [
      ["en", "/your-project/", ["terms-and-conditions", "refund-policy"]],
      ["fr", "/fr/votre-projet/", ["fr/conditions-generales", "fr/politique-de-remboursement"]],
    ] as const) {
      for (const legal of links) expect(copy.built(legal)).toContain(`href="${page}"`);
      expect(copy.file("out/sitemap.xml")).toContain(`${page}</loc>`);
      // Its twin in the other language, as an alternate and by the language switch.
      const twin = locale === "en" ? "/fr/votre-projet/" : "/your-project/";
      expect(copy.built(page.slice(1, -1))).toContain(`${twin}"`);
    }
    await visitor(
      browser,
      async (page, origin) => {
        const ui = getUi("fr");
        await gotoHydrated(page, `${origin}/fr/contact/`);
        await send(page, "fr");
        await page
          .getByRole("region", { name: ui.form.photos.ready })
          .getByRole("link", { name: "Votre projet, étape par étape" })
          .click();
        await expect(page).toHaveURL(`${origin}/fr/votre-projet/`);
        await expect(page.getByRole("note").filter({ hasText: ui.process.standIn })).toBeVisible();
        const claim = page.getByRole("link", {
          name: "Faire une réclamation au titre de la garantie sur WhatsApp",
        });
        const href = new URL((await claim.getAttribute("href"))!);
        expect(href.hostname).toBe("wa.me");
        expect(href.searchParams.get("text")).toMatch(/^Réclamation au titre de la garantie\./);
        // A link in the text: WhatsApp opens in the same tab, the claim ready to complete.
        await claim.click();
        await page.waitForURL(/^https:\/\/wa\.me\//);
        expect(new URL(page.url()).searchParams.get("text")).toContain("Adresse du projet");
      },
      copy,
    );
  },
);

builtCopy.check(
  "a build of content whose window has passed leaves it out with a warning, and still builds",
  async ({ copy }) => {
    const file = path.join(copy.dir, FILE);
    const published = copy.file(FILE);
    // Time went by: the first window is now in the past (the CMS would refuse to save it).
    writeFileSync(file, published.replace(FIRST.date, dayIn(-2)));
    try {
      const { stderr } = await run(process.execPath, ["scripts/checks/check-content.mjs"], {
        cwd: copy.dir,
      });
      expect(stderr).toContain(
        `Content: ${FILE}: the estimate window ${dayIn(-2)}, morning, Ontario side has started or passed, so it is not offered`,
      );
    } finally {
      writeFileSync(file, published);
    }
  },
);

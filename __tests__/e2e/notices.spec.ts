import { readFileSync } from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { parse } from "yaml";
import { getCampaignLines, getNoticeLabels, getNoticeSources } from "../../lib/content/notices";
import { getUi } from "../../lib/content/load";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { shifts, watchShifts } from "./support/layout-shifts";
import { readExported } from "./support/site";

/*
 * Dated notices on the exported site (docs/decisions/0009), with the page's clock fixed: shown
 * until the end of its last day in Ottawa, hidden after it by the page itself (no rebuild ran),
 * before paint, so nothing moves; hidden for the visit with the keyboard; and a campaign link that
 * ends the quote message with the campaign's line.
 */

const [example] = getNoticeSources();
const message = { en: example!.data.en.message, fr: example!.data.fr.message };
const LAST_EVENING = "2027-02-28T23:30:00-05:00"; // still the last day in Ottawa
const NEXT_MORNING = "2027-03-01T00:30:00-05:00"; // the day after, before any rebuild

/** Where the header starts as the page's first frame draws it, and once it has settled. */
async function headerTops(page: Page, path: string) {
  await page.addInitScript(() => {
    // Just before each frame is drawn: the first that has a header records where it is.
    const look = () => {
      const header = document.querySelector("header");
      if (header) Object.assign(window, { __firstTop: header.getBoundingClientRect().top });
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await gotoHydrated(page, path);
  const first = await page.evaluate(() => (window as unknown as { __firstTop: number }).__firstTop);
  const settled = await page.locator("header").evaluate((el) => el.getBoundingClientRect().top);
  return { first, settled };
}

for (const [locale, home] of [
  ["en", "/"],
  ["fr", "/fr/"],
] as const) {
  test(`${locale}: the notice shows until its last day ends in Ottawa, labelled by its words, without moving anything`, async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.setFixedTime(new Date(LAST_EVENING));
    await watchShifts(page);
    const tops = await headerTops(page, home);
    const notice = page.getByRole("region", { name: message[locale] });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole("button", { name: getNoticeLabels(locale).dismiss }),
    ).toBeVisible();
    const height = (await notice.boundingBox())!.height;
    expect(height).toBeGreaterThan(20);
    expect(tops).toEqual({ first: height, settled: height });
    expect(await shifts(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: the day after its last day the page hides it before the first paint, with no rebuild`, async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.setFixedTime(new Date(NEXT_MORNING));
    await watchShifts(page);
    const tops = await headerTops(page, home);
    // Still in the HTML (built earlier), never shown.
    await expect(page.locator(`[data-notice="${example!.id}"]`)).toBeAttached();
    await expect(page.getByRole("region", { name: message[locale] })).toBeHidden();
    expect(tops).toEqual({ first: 0, settled: 0 });
    expect(await shifts(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}

test("hidden with the keyboard for the rest of the visit, and on the next page before paint", async ({
  page,
  browser,
}) => {
  await page.clock.setFixedTime(new Date(LAST_EVENING));
  await gotoHydrated(page, "/");
  const notice = page.getByRole("region", { name: message.en });
  const hide = notice.getByRole("button", { name: getNoticeLabels("en").dismiss });
  // Skip link, the notice's link, then its button: in page order.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Tab");
  await expect(hide).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(notice).toBeHidden();

  await watchShifts(page);
  const tops = await headerTops(page, "/about/");
  await expect(page.getByRole("region", { name: message.en })).toBeHidden();
  expect(tops).toEqual({ first: 0, settled: 0 });
  expect(await shifts(page)).toEqual([]);

  // A new visit shows it again: nothing outlives the tab.
  const visit = await browser.newPage();
  await visit.clock.setFixedTime(new Date(LAST_EVENING));
  await gotoHydrated(visit, "/about/");
  await expect(visit.getByRole("region", { name: message.en })).toBeVisible();
  await visit.close();
});

// ------------------------------------------------------------------ campaign attribution

const VALUES = {
  name: "Chloé Roy",
  email: "chloe@example.com",
  phone: "+1 613-555-0100",
  message: "Two bedrooms and a hallway.",
};

/** Fills the quote form in the page's language, sends it and returns the WhatsApp text. */
async function sendQuote(page: Page, locale: "en" | "fr") {
  const form = getUi(locale).form;
  await page.getByLabel(form.name.label).fill(VALUES.name);
  await page.getByLabel(form.email.label).fill(VALUES.email);
  await page.getByLabel(form.phone.label).fill(VALUES.phone);
  await page.getByLabel(form.message.label).fill(VALUES.message);
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: form.submit }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get("text")!;
  await popup.close();
  return text;
}

test("en: following the notice's link, then sending the quote form, ends the message with the campaign", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(LAST_EVENING));
  await gotoHydrated(page, "/");
  await page
    .getByRole("region", { name: message.en })
    .getByRole("link", { name: example!.data.en.linkLabel })
    .click();
  await page.waitForURL(/\/services\/residential\/interior-painting\//);
  // The code is kept for the visit and taken off the address, so a shared link does not carry it.
  await expect.poll(() => new URL(page.url()).search).toBe("");
  await gotoHydrated(page, "/contact/");
  const text = await sendQuote(page, "en");
  // The campaign's line, before the photo count that always ends the message.
  expect(text.split("\n").at(-2)).toBe(getCampaignLines("en")["winter-interiors-2026"]);
  expect(text).toMatch(/^New Inquiry from Chloé Roy:\n/);
});

test("fr: a flyer's link ends the French message with the campaign's French line", async ({
  page,
}) => {
  await gotoHydrated(page, "/fr/?campaign=spring-2027-flyer");
  await expect.poll(() => new URL(page.url()).search).toBe("");
  await gotoHydrated(page, "/fr/contact/");
  const text = await sendQuote(page, "fr");
  expect(text.split("\n").at(-2)).toBe("Campagne\u00a0: Dépliant du printemps 2027");
});

test("an undeclared code is ignored, and a visit with no campaign link adds no line", async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, "/?campaign=someone-elses-code");
  await gotoHydrated(page, "/contact/");
  expect((await sendQuote(page, "en")).split("\n").at(-2)).toBe(`Message: ${VALUES.message}`);
  expect(await page.evaluate(() => ({ ...sessionStorage }))).not.toHaveProperty("campaign");
  expect(await page.context().cookies()).toEqual([]);

  const visit = await browser.newPage();
  await gotoHydrated(visit, "/contact/");
  // The four fixed lines and the photo count.
  expect((await sendQuote(visit, "en")).split("\n")).toHaveLength(5);
  await visit.close();
});

test("each notice's CMS preview link opens an exported page that shows it", () => {
  const config = parse(
    readFileSync(path.join(__dirname, "..", "..", "public", "admin", "config.yml"), "utf8"),
    { merge: true, maxAliasCount: -1 },
  ) as { collections: { name: string; preview_path?: string }[] };
  const template = config.collections.find((each) => each.name === "notices")!.preview_path!;
  for (const notice of getNoticeSources()) {
    // As Decap fills it: the first chosen service page, or nothing (the home page).
    const preview = template.replace("{{fields.services.0}}", notice.data.en.services?.[0] ?? "");
    const html = readExported(`${preview.replace(/^\//, "")}index.html`);
    expect(html, notice.id).toContain(`data-notice="${notice.id}"`);
  }
});

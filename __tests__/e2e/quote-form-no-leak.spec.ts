import { type BrowserContext, type Page, type Route } from "@playwright/test";
import { getSite, getUi } from "../../lib/content/load";
import { photoCountLine } from "../../lib/quote/quote-visit";
import { quoteMessage } from "../../lib/quote/whatsapp";
import { holdChunks } from "./support/chunks";
import { expect, gotoHydrated, test } from "./support/fixtures";

// Issue 26: nothing typed into the quote form may reach a URL of the site, whether the form is
// sent before hydration, without JavaScript or after a chunk failed (docs/decisions/0005).

const CHUNK = /\/_next\/static\/chunks\/.*\.js$/;

// Each value carries a token found nowhere else, so it is recognised in any URL, encoded or not.
const VALUES = {
  name: "Zoé Probename",
  email: "probe-mail@example.com",
  phone: "613-555-0199",
  message: "Salon & hall, probemessage 7731",
};
const TOKENS = ["probename", "probe-mail", "555-0199", "5550199", "probemessage"];

/** Every request URL the site (loopback) is asked for, from this context's pages and popups. */
function siteRequests(context: BrowserContext) {
  const urls: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).hostname === "127.0.0.1") urls.push(request.url());
  });
  return urls;
}

function expectNoValueIn(urls: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replace(/\+/g, " ")).toLowerCase();
    for (const token of TOKENS) expect(decoded, url).not.toContain(token);
  }
}

const LOCALES = [
  { locale: "en", path: "/contact/" },
  { locale: "fr", path: "/fr/contact/" },
] as const;

for (const { locale, path } of LOCALES) {
  const ui = getUi(locale);
  const site = getSite(locale);
  const digits = site.phones.whatsapp.e164.replace(/\D/g, "");
  // No service known: the general photo list, counted on the message's last line.
  const message = () =>
    quoteMessage(VALUES, ui.whatsapp, {
      photos: photoCountLine(ui.form.photos.general.length, ui.form.photos.count),
    });

  async function fillForm(page: Page) {
    await page.getByLabel(ui.form.name.label).fill(VALUES.name);
    await page.getByLabel(ui.form.email.label).fill(VALUES.email);
    await page.getByLabel(ui.form.phone.label).fill(VALUES.phone);
    await page.getByLabel(ui.form.message.label).fill(VALUES.message);
  }

  function sendButton(page: Page) {
    return page.getByRole("button", { name: ui.form.submit });
  }

  async function whatsappText(popup: Page) {
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${digits}`);
    return url.searchParams.get("text");
  }

  test.describe(`quote form (${locale}) never leaks`, () => {
    test("without JavaScript: one box sent natively to WhatsApp, phone and email links; nothing to the site", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const requests = siteRequests(context);
      const page = await context.newPage();
      await page.goto(path);

      // The scripted form is hidden; the browser shows the one-box form in its place.
      await expect(page.getByLabel(ui.form.name.label)).toBeHidden();
      await expect(page.getByText(ui.form.noscript.intro)).toBeVisible();
      await expect(sendButton(page)).toHaveCount(1);
      const box = page.getByLabel(ui.form.noscript.label);
      await expect(box).toHaveAttribute("placeholder", ui.form.noscript.placeholder);

      const request = Object.values(VALUES).join("\n");
      await box.fill(request);
      const popupPromise = page.waitForEvent("popup");
      await sendButton(page).click();
      // A form's submission sends line breaks as CR LF (HTML's newline normalization).
      expect(await whatsappText(await popupPromise)).toBe(request.replace(/\n/g, "\r\n"));
      // This page stayed where it was.
      expect(page.url()).toMatch(new RegExp(`${path}$`));

      await expect(page.getByText(ui.form.noscript.other)).toBeVisible();
      await expect(
        page.getByRole("link", { name: site.phones.office.display }).last(),
      ).toHaveAttribute("href", `tel:${site.phones.office.e164}`);
      await expect(page.getByRole("link", { name: site.email }).last()).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      expectNoValueIn(requests);
      await context.close();
    });

    test("sent before hydration: held until the code has arrived, then opens WhatsApp with the message", async ({
      page,
      context,
    }) => {
      const requests = siteRequests(context);
      const { held, release } = await holdChunks(page);
      await page.goto(path, { waitUntil: "commit" });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await fillForm(page);
      let popups = 0;
      context.on("page", () => (popups += 1));
      await sendButton(page).click();
      // Enter in a field submits too (implicit submission).
      await page.getByLabel(ui.form.email.label).press("Enter");
      await page.waitForTimeout(300);
      expect(popups).toBe(0);
      expect(page.url()).toMatch(new RegExp(`${path}$`));

      const popupPromise = page.waitForEvent("popup");
      release();
      const popup = await popupPromise;
      expect(await whatsappText(popup)).toBe(message());
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await page.bringToFront();
      await expect(page.getByText(ui.toast.submittedTitle, { exact: true })).toBeVisible();
      await expect(page.getByLabel(ui.form.name.label)).toHaveValue("");
      // One submission replayed, not one per attempt.
      expect(popups).toBe(1);
      expect(page.url()).toMatch(new RegExp(`${path}$`));
      expectNoValueIn(requests);
    });

    test("after hydration, with the validation's chunk failed: the form still opens WhatsApp with the message", async ({
      page,
      context,
    }) => {
      const requests = siteRequests(context);
      await gotoHydrated(page, path);
      await page.route(CHUNK, (route) => route.abort("failed"));
      await fillForm(page);
      const popupPromise = page.waitForEvent("popup");
      await sendButton(page).click();
      expect(await whatsappText(await popupPromise)).toBe(message());
      expect(page.url()).toMatch(new RegExp(`${path}$`));
      expectNoValueIn(requests);
    });

    test("after a chunk failed: the held send goes to WhatsApp with the greeting, carrying no field", async ({
      page,
      context,
    }) => {
      const requests = siteRequests(context);
      let fail = () => {};
      const gate = new Promise<void>((resolve) => (fail = resolve));
      const failed: string[] = [];
      await page.route(CHUNK, async (route: Route) => {
        failed.push(route.request().url());
        await gate;
        await route.abort("failed");
      });
      await page.goto(path, { waitUntil: "commit" });
      await expect.poll(() => failed.length).toBeGreaterThan(0);
      await fillForm(page);
      await sendButton(page).click();

      const popupPromise = page.waitForEvent("popup");
      fail();
      expect(await whatsappText(await popupPromise)).toBe(site.whatsappGreeting);
      // What was typed stays in the page, which did not move.
      await expect(page.getByLabel(ui.form.name.label)).toHaveValue(VALUES.name);
      expect(page.url()).toMatch(new RegExp(`${path}$`));
      expectNoValueIn(requests);
    });
  });
}

import { type Locator, type Page } from "@playwright/test";
import { getSite, getUi } from "../../lib/content/load";
import { holdChunks } from "./support/chunks";
import { chromiumLaunchOptions } from "./support/chromium";
import { expect, gotoAndSettle, gotoHydrated, test } from "./support/fixtures";

const site = getSite("en");
const WHATSAPP_DIGITS = site.phones.whatsapp.e164.replace(/\D/g, "");

// Playwright disables Chromium's popup blocker by default; these tests turn it back on.
test.use({
  launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ["--disable-popup-blocking"] },
});

const VALUES = {
  name: "Chloé Roy 🎨",
  email: "chloe@example.com",
  phone: "+1 613-555-0100",
  message: "Hall & stairs: 50% done? #2 + trim\nSecond line <script>alert(1)</script>\nمرحبا שלום",
};

async function fillForm(page: Page, values = VALUES) {
  await page.getByLabel("Full Name").fill(values.name);
  await page.getByLabel("Email Address").fill(values.email);
  await page.getByLabel("Phone Number").fill(values.phone);
  await page.getByLabel("Message / Project Details").fill(values.message);
}

/**
 * The window opens blank in the submit gesture and is pointed at WhatsApp once the
 * (asynchronous) validation has passed: wait for that, not for the blank page's load.
 */
async function landing(popup: Page) {
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  return new URL(popup.url());
}

// No service known: the general photo list, counted on the message's last line.
const PHOTOS = `I will send ${getUi("en").form.photos.general.length} photos after this message.`;

function expectedText(values = VALUES) {
  return `New Inquiry from ${values.name}:\nEmail: ${values.email}\nPhone: ${values.phone}\nMessage: ${values.message}\n${PHOTOS}`;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`quote form at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("an empty or invalid form opens nothing", async ({ page, context }) => {
      await gotoHydrated(page, "/contact/");
      let popups = 0;
      context.on("page", () => (popups += 1));
      await page.getByRole("button", { name: "Send via WhatsApp" }).click();
      await fillForm(page, { ...VALUES, email: "not-an-email" });
      await page.getByRole("button", { name: "Send via WhatsApp" }).click();
      await page.waitForTimeout(300);
      expect(popups).toBe(0);
      expect(
        await page
          .getByLabel("Email Address")
          .evaluate((el: HTMLInputElement) => el.validity.valid),
      ).toBe(false);
    });

    test("a valid form opens WhatsApp with the message, shows the toast and empties the fields", async ({
      page,
      consoleProblems,
    }) => {
      await gotoHydrated(page, "/contact/");
      await fillForm(page);
      const popupPromise = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Send via WhatsApp" }).click();
      const url = await landing(await popupPromise);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${WHATSAPP_DIGITS}`);
      expect(url.searchParams.get("text")).toBe(expectedText());

      const toast = page
        .getByRole("region", { name: /Notifications/ })
        .getByRole("listitem")
        .filter({ hasText: "Form Submitted!" });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("You will be redirected to WhatsApp to send your message.");
      expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        "rgb(22, 101, 52)",
      );
      for (const label of [
        "Full Name",
        "Email Address",
        "Phone Number",
        "Message / Project Details",
      ]) {
        await expect(page.getByLabel(label)).toHaveValue("");
      }
      expect(consoleProblems).toEqual([]);
    });
  });
}

test("a 2,000-character message goes through intact; 2,001 gets an announced message", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact/");
  const long = `${"Paint ".repeat(333)}ok`;
  expect(long).toHaveLength(2000);
  await fillForm(page, { ...VALUES, message: long });
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Send via WhatsApp" }).click();
  expect((await landing(await popupPromise)).searchParams.get("text")).toBe(
    expectedText({ ...VALUES, message: long }),
  );

  await fillForm(page, { ...VALUES, message: `${long}x` });
  await page.getByRole("button", { name: "Send via WhatsApp" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "at most 2000 characters" }),
  ).toBeVisible();
  await expect(page.getByLabel("Message / Project Details")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
});

test("when the browser refuses the window, a link carrying the message is the one announcement and the fields keep what was typed", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await gotoHydrated(page, "/contact/");
  await fillForm(page);
  await page.getByRole("button", { name: "Send via WhatsApp" }).click();
  const link = page.getByRole("link", { name: "Open WhatsApp" });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute("href"))!);
  expect(href.searchParams.get("text")).toBe(expectedText());
  // The toast's code is loaded by now (first interaction); give it time to show, then check.
  await page.waitForTimeout(500);
  await expect(page.getByText("Form Submitted!", { exact: true })).toHaveCount(0);
  // In the page's content (Next's route announcer, outside main, is an alert too).
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(1);
  await expect(page.getByLabel("Full Name")).toHaveValue(VALUES.name);
  await expect(page.getByLabel("Message / Project Details")).toHaveValue(VALUES.message);
});

test("a submit before the form's code has arrived opens the window in the gesture, then completes", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact/");
  const { held, release } = await holdChunks(page);
  await fillForm(page);
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Send via WhatsApp" }).click();
  const popup = await popupPromise;
  // The validation's chunk is held back, and still the window is open: the submit is kept.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  release();
  const url = await landing(popup);
  expect(url.searchParams.get("text")).toBe(expectedText());
  // No opener: the WhatsApp page cannot reach back into this one.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await page.bringToFront();
  await expect(page.getByText("Form Submitted!", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
});

test("the form's code is fetched on the first interaction with the form, not with the page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await gotoAndSettle(page, "/contact/");
  const withPage = scripts.length;
  expect(withPage).toBeGreaterThan(0);
  // Scrolling to the form and hovering it is not using it.
  await page.getByLabel("Full Name").scrollIntoViewIfNeeded();
  await page.getByLabel("Full Name").hover();
  await page.waitForTimeout(300);
  expect(scripts).toHaveLength(withPage);
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);

  await page.getByLabel("Full Name").focus();
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(withPage);
});

test("what was typed before the form's code arrived stays, focus stays, and the code then checks the fields", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact/");
  const { held, release } = await holdChunks(page);
  await page.getByLabel("Full Name").fill("Sam");
  const email = page.getByLabel("Email Address");
  await email.focus();
  await page.keyboard.type("sam@");
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(1);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("sam@");
  await expect(page.getByLabel("Full Name")).toHaveValue("Sam");
  await page.keyboard.press("Tab");
  const error = page.getByRole("alert").filter({ hasText: "Enter a valid email address." });
  await expect(error).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("sam@example.com");
  await expect(error).toHaveCount(0);
});

test("a field left before the form's code arrived is checked once it arrives", async ({ page }) => {
  await gotoHydrated(page, "/contact/");
  const { held, release } = await holdChunks(page);
  const email = page.getByLabel("Email Address");
  await email.fill("not-an-address");
  await email.blur();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const error = page.getByRole("alert").filter({ hasText: "Enter a valid email address." });
  await expect(error).toHaveCount(0);
  release();
  await expect(error).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // The field that was never left is not judged yet.
  await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
});

test("keyboard only: fill and submit the form", async ({ page }) => {
  await page.goto("/contact/#quote");
  await page.getByLabel("Full Name").focus();
  await page.keyboard.type("Sam Keyboard");
  await page.keyboard.press("Tab");
  await page.keyboard.type("sam@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("613-555-0100");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Front door and trim.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send via WhatsApp" })).toBeFocused();
  const popupPromise = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  expect((await landing(await popupPromise)).searchParams.get("text")).toContain(
    "New Inquiry from Sam Keyboard:",
  );
});

/** Submits a valid form, closes the WhatsApp window and returns the success toast. */
async function showSuccessToast(page: Page) {
  await gotoHydrated(page, "/contact/");
  await fillForm(page);
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Send via WhatsApp" }).click();
  await (await popupPromise).close();
  await page.bringToFront();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Form Submitted!" });
  await expect(toast).toBeVisible();
  return toast;
}

async function swipeRight(page: Page, toast: Locator, distance: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let dx = 10; dx <= distance; dx += 10) await page.mouse.move(box.x + 40 + dx, y);
  await page.mouse.up();
}

test.describe("toast", () => {
  test("F8 moves focus to the notifications region; the close button dismisses", async ({
    page,
  }) => {
    await showSuccessToast(page);
    await page.keyboard.press("F8");
    const region = page.getByRole("region", { name: /Notifications/ });
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.getByRole("button", { name: "Close notification" }).click();
    await expect(page.getByText("Form Submitted!", { exact: true })).toBeHidden();
  });

  test("a swipe right shorter than 50 px keeps it; a longer one dismisses it", async ({ page }) => {
    const toast = await showSuccessToast(page);
    await swipeRight(page, toast, 30);
    await page.waitForTimeout(300);
    await expect(toast).toBeVisible();
    await swipeRight(page, toast, 120);
    await expect(toast).toBeHidden();
  });

  test("does not cover the floating buttons", async ({ page }) => {
    const t = (await (await showSuccessToast(page)).boundingBox())!;
    for (const name of [/Chat with us on WhatsApp/, /^Call us at/]) {
      const b = (await page.getByRole("link", { name }).boundingBox())!;
      const overlaps =
        t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      expect(overlaps).toBe(false);
    }
  });
});

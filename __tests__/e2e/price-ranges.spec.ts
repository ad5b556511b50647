import { getAllServices, getPages, getPriceRanges, getUi, router } from "../../lib/content/load";
import { format } from "../../lib/locale/format";
import {
  TAXES,
  formatMoney,
  formatRate,
  priceRange,
  startingFrom,
} from "../../lib/prices/price-range";
import { expect, gotoHydrated, test } from "./support/fixtures";

// Issue 46: the price-range helper's range reaches the quote form and its WhatsApp message in
// both languages, with nothing typed in an address; without JavaScript the table still helps.

const CASES = [
  { locale: "en", service: "interior-painting", size: "3", place: "on" },
  { locale: "fr", service: "interior-commercial-painting", size: "2000", place: "qc" },
] as const;

for (const { locale, service: serviceId, size, place } of CASES) {
  const page_ = getPages(locale).prices;
  const ui = getUi(locale);
  const path = router.page("prices", locale);
  const services = getPriceRanges(locale).flatMap((category) => category.services);
  const service = services.find((each) => each.id === serviceId)!;
  const result = priceRange([{ rate: service, size: Number(size) }], place)!;
  const money = (cents: number, withCents = false) => formatMoney(cents, locale, withCents);
  const total = page_.money.range
    .replace("{low}", money(result.total.low, true))
    .replace("{high}", money(result.total.high, true));

  test(`${path}: the range goes into the quote request and its WhatsApp message (${locale})`, async ({
    page,
    context,
  }) => {
    const addresses: string[] = [];
    context.on("request", (request) => addresses.push(request.url()));
    await gotoHydrated(page, path);
    await page.getByLabel(page_.helper.service, { exact: true }).selectOption(service.name);
    await page.getByLabel(page_.units[service.unit].label).fill(size);
    await page
      .getByRole("radio", { name: place === "on" ? page_.helper.ontario : page_.helper.quebec })
      .check();
    await expect(page.getByRole("status")).toContainText(total);
    await page.getByRole("link", { name: page_.helper.addToQuote }).click();

    const contact = router.page("contact", locale);
    await expect(page).toHaveURL(new RegExp(`${contact}#${router.anchor("quote", locale)}$`));
    const line = page.getByText(ui.prices.added).locator("xpath=following-sibling::p[1]");
    await expect(line).toContainText(total);
    const carried = await line.textContent();

    await page.getByLabel(ui.form.name.label).fill("Sam");
    await page.getByLabel(ui.form.email.label).fill("sam@example.com");
    await page.getByLabel(ui.form.phone.label).fill("613-555-0100");
    await page.getByLabel(ui.form.message.label).fill("Paint");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: ui.form.submit }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(popup.url()).searchParams.get("text")!;
    // The range, then the count of its services' photos, which ends every message.
    expect(text.split("\n").at(-2)).toBe(carried);
    expect(text.split("\n").at(-1)).toBe(
      format(ui.form.photos.count.other, {
        count: getAllServices(locale).find((each) => each.id === serviceId)!.photoList.length,
      }),
    );
    // Nothing of the range reached an address of the site (the pages' own addresses included).
    const sizeWords = /\(([^)]*)\)/.exec(carried!)![1]!;
    for (const url of addresses.filter((each) => new URL(each).hostname === "127.0.0.1")) {
      const decoded = decodeURIComponent(url);
      expect(decoded, url).not.toContain(sizeWords);
      expect(decoded, url).not.toContain(money(result.total.high, true));
    }
  });

  test(`${path} without JavaScript: every service's typical range and fees in a table (${locale})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("combobox")).toBeHidden();
    await expect(page.getByRole("table")).toHaveCount(getPriceRanges(locale).length);
    // The taxes of each side, with their rates, in the page's own HTML.
    const taxes = page.getByText(page_.table.taxes.slice(0, 12));
    for (const { id, rate } of [...TAXES.on, ...TAXES.qc]) {
      await expect(taxes).toContainText(
        page_.money[id].replace("{rate}", formatRate(rate, locale)),
      );
    }
    for (const each of services) {
      const row = page
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: each.name, exact: true }) });
      // Each row leads with the all-in starting price on each side of the river.
      const lead = row.getByRole("cell").first().locator("strong");
      await expect(lead).toContainText(formatMoney(startingFrom(each, "on"), locale));
      await expect(lead).toContainText(formatMoney(startingFrom(each, "qc"), locale));
      await expect(row).toContainText(page_.units[each.unit].per);
      for (const fee of each.fees) await expect(row).toContainText(fee.label);
    }
    await context.close();
  });
}

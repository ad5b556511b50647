import { render, screen, within } from "@testing-library/react";
import { PriceTable } from "@/components/prices/price-table";
import { getPages, getPriceRanges } from "@/lib/content";
import { formatMoney, startingFrom } from "@/lib/prices/price-range";

const NBSP = "\u00a0";

/*
 * The table is what a reader without JavaScript (and a crawler) reads: each row leads with the
 * all-in starting price on each side of the river, and the taxes of each side are named.
 */
describe.each(["en", "fr"] as const)("the table of ranges (%s)", (locale) => {
  const page = getPages(locale).prices;
  const categories = getPriceRanges(locale);
  const show = () => render(<PriceTable locale={locale} page={page} categories={categories} />);

  it("names the taxes of each side with their rates", () => {
    show();
    const taxes =
      locale === "en"
        ? ["HST (13%)", "GST (5%)", "QST (9.975%)"]
        : [`TVH (13${NBSP}%)`, `TPS (5${NBSP}%)`, `TVQ (9,975${NBSP}%)`];
    const line = screen.getByText(
      (_, node) => node?.tagName === "P" && /HST|TVH/.test(node.textContent ?? ""),
    );
    for (const tax of taxes) expect(line.textContent).toContain(tax);
  });

  it("leads each row with the all-in starting price on each side, then the rate per unit", () => {
    show();
    for (const service of categories.flatMap((category) => category.services)) {
      const row = screen
        .getAllByRole("row")
        .find((each) => within(each).queryByRole("link", { name: service.name }))!;
      const cell = within(row).getAllByRole("cell")[0]!;
      const [lead, rate] = [...cell.children].map((child) => child.textContent ?? "");
      expect(cell.firstElementChild?.tagName).toBe("STRONG");
      expect(lead).toContain(formatMoney(startingFrom(service, "on"), locale));
      expect(lead).toContain(formatMoney(startingFrom(service, "qc"), locale));
      expect(rate).toContain(page.units[service.unit].per);
    }
  });
});

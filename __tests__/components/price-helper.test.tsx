import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PriceHelper } from "@/components/prices/price-helper";
import { getPriceRanges } from "@/lib/content";
import { priceHelperProps } from "@/components/prices/helper-props";
import { formatMoney, priceRange } from "@/lib/prices/price-range";
import { priceRangeLine } from "@/lib/prices/price-range-visit";

const NBSP = "\u00a0";
/** Matches text with its no-break spaces as they are (the default matcher turns them into spaces). */
const exact = { normalizer: (text: string) => text };

function rateOf(id: string) {
  const service = getPriceRanges("en")
    .flatMap((category) => category.services)
    .find((each) => each.id === id)!;
  return {
    unit: service.unit,
    low: service.low,
    high: service.high,
    minimum: service.minimum,
    minimumStacks: service.minimumStacks,
    fees: service.fees,
  };
}

function setup(locale: "en" | "fr") {
  const user = userEvent.setup();
  render(<PriceHelper {...priceHelperProps(locale)} />);
  return user;
}

beforeEach(() => sessionStorage.clear());

describe("the price-range helper", () => {
  it("gives 3 bedrooms of interior painting on the Ontario side, fees included, with HST and the total", async () => {
    const user = setup("en");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Choose a service and give the scope of the work");
    await user.selectOptions(screen.getByLabelText("Service"), "Interior Painting");
    await user.type(screen.getByLabelText("Number of rooms"), "3");
    const result = priceRange([{ rate: rateOf("interior-painting"), size: 3 }], "on")!;
    const money = (cents: number, withCents = false) => formatMoney(cents, "en", withCents);
    expect(
      within(status).getByText("Indicative range, mandatory fees included").nextSibling,
    ).toHaveTextContent(`${money(result.range.low)} to ${money(result.range.high)}`);
    expect(within(status).getByText("HST (13%)").nextSibling).toHaveTextContent(
      `${money(result.taxes[0]!.amount.low, true)} to ${money(result.taxes[0]!.amount.high, true)}`,
    );
    expect(within(status).getByText("Total with tax").nextSibling).toHaveTextContent(
      `${money(result.total.low, true)} to ${money(result.total.high, true)}`,
    );
    // Today's stand-in figures, as a visitor reads them.
    expect(status).toHaveTextContent("$1,450 to $2,350");
  });

  it("gives 2,000 sq ft of commercial interior on the Québec side in French, GST and QST each on a line", async () => {
    const user = setup("fr");
    await user.selectOptions(screen.getByLabelText("Service"), "Peinture intérieure commerciale");
    await user.type(screen.getByLabelText(`Superficie de plancher (pi²)`), "2000");
    await user.click(screen.getByRole("radio", { name: /Côté québécois/ }));
    const status = screen.getByRole("status");
    const result = priceRange(
      [{ rate: rateOf("interior-commercial-painting"), size: 2000 }],
      "qc",
    )!;
    const money = (cents: number) => formatMoney(cents, "fr", true);
    const [gst, qst] = result.taxes;
    expect(within(status).getByText(`TPS (5${NBSP}%)`, exact).nextSibling?.textContent).toBe(
      `de ${money(gst!.amount.low)} à ${money(gst!.amount.high)}`,
    );
    expect(within(status).getByText(`TVQ (9,975${NBSP}%)`, exact).nextSibling?.textContent).toBe(
      `de ${money(qst!.amount.low)} à ${money(qst!.amount.high)}`,
    );
    expect(within(status).getByText("Total avec taxes").nextSibling?.textContent).toBe(
      `de ${money(result.total.low)} à ${money(result.total.high)}`,
    );
    expect(status.textContent).toContain(`3${NBSP}250${NBSP}$ à 6${NBSP}300${NBSP}$`);
  });

  it("adds several services into one range, and takes one away by keyboard", async () => {
    const user = setup("en");
    await user.selectOptions(screen.getByLabelText("Service"), "Interior Painting");
    await user.type(screen.getByLabelText("Number of rooms"), "3");
    await user.click(screen.getByRole("button", { name: "Add another service" }));
    await user.selectOptions(screen.getByLabelText("Service 2"), "Drywall Repair");
    const both = priceRange(
      [
        { rate: rateOf("interior-painting"), size: 3 },
        { rate: rateOf("drywall-repair"), size: 1 },
      ],
      "on",
    )!;
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(
      `${formatMoney(both.range.low, "en")} to ${formatMoney(both.range.high, "en")}`,
    );
    screen.getByRole("button", { name: "Remove “Drywall Repair”" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByLabelText("Service 2")).toBeNull();
    expect(screen.getByRole("button", { name: "Add another service" })).toHaveFocus();
    expect(status).toHaveTextContent("$1,450 to $2,350");
  });

  it("keeps the line for the quote request only when asked, in the visitor's language", async () => {
    const user = setup("fr");
    await user.selectOptions(screen.getByLabelText("Service"), "Peinture intérieure");
    await user.type(screen.getByLabelText("Nombre de pièces"), "3");
    expect(priceRangeLine()).toBeUndefined();
    const add = screen.getByRole("link", {
      name: "Ajouter cette fourchette à ma demande de soumission",
    });
    expect(add).toHaveAttribute("href", "/fr/contact/#soumission");
    await user.click(add);
    expect(priceRangeLine()).toBe(
      `Fourchette habituelle${NBSP}: Peinture intérieure (3 pièces)\u202f; côté ontarien (Ottawa et environs)\u202f; de 1${NBSP}450${NBSP}$ à 2${NBSP}350${NBSP}$ avant taxes, de 1${NBSP}638,50${NBSP}$ à 2${NBSP}655,50${NBSP}$ taxes comprises`,
    );
  });
});

describe("a range whose ends are equal", () => {
  it("shows one amount where the minimum makes the low and high the same (4 stairs)", async () => {
    const user = setup("en");
    await user.selectOptions(screen.getByLabelText("Service"), "stairs-railings-baseboards");
    await user.type(screen.getByLabelText("Number of stairs"), "4");
    const result = priceRange([{ rate: rateOf("stairs-railings-baseboards"), size: 4 }], "on")!;
    expect(result.range.low).toBe(result.range.high);
    const status = screen.getByRole("status");
    const money = (cents: number, withCents = false) => formatMoney(cents, "en", withCents);
    expect(
      within(status).getByText("Indicative range, mandatory fees included").nextSibling,
    ).toHaveTextContent(new RegExp(`^\\${money(result.range.low)}$`));
    expect(within(status).getByText("Total with tax").nextSibling?.textContent).toBe(
      money(result.total.low, true),
    );
  });
});

describe("the fees the range includes", () => {
  it("names the minimum and the fees of the side of the river chosen", async () => {
    const user = setup("en");
    await user.selectOptions(screen.getByLabelText("Service"), "Interior Painting");
    const service = getPriceRanges("en")
      .flatMap((category) => category.services)
      .find((each) => each.id === "interior-painting")!;
    const quebecOnly = service.fees.find((fee) => fee.where === "qc")!;
    const both = service.fees.find((fee) => fee.where === "both")!;
    expect(screen.getByText(new RegExp(both.label))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(quebecOnly.label))).toBeNull();
    await user.click(screen.getByRole("radio", { name: /Québec side/ }));
    expect(screen.getByText(new RegExp(quebecOnly.label))).toBeInTheDocument();
  });
});

import { render, screen, within } from "@testing-library/react";
import { Credentials } from "@/components/credentials";
import { getSite, getUi } from "@/lib/content";

// The proof a client checks before calling: a line per fact the business gave, none for an
// empty one, and links to its public review profile.

const full = getSite("en").credentials;

function showCredentials(credentials: typeof full, locale: "en" | "fr" = "en") {
  render(
    <Credentials
      id="credentials"
      credentials={credentials}
      labels={getUi(locale).credentials}
      locale={locale}
    />,
  );
  return screen.getByRole("region", { name: getUi(locale).credentials.heading });
}

describe("Credentials", () => {
  it("lists insurance, WSIB clearance, the warranty in years and the review links", () => {
    const section = showCredentials({ ...full, memberships: ["Ottawa Painting Guild"] });
    const items = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Liability insurance: $5,000,000",
      `Insured with ${full.insurance!.insurer}`,
      "WSIB clearance certificate available on request",
      `${full.warrantyYears}-year written workmanship warranty`,
      "Member of Ottawa Painting Guild",
    ]);
    expect(within(section).getByRole("link", { name: "Read our reviews" })).toHaveAttribute(
      "href",
      full.reviews!.read,
    );
    expect(within(section).getByRole("link", { name: "Leave a review" })).toHaveAttribute(
      "href",
      full.reviews!.leave,
    );
  });

  it("hides each line whose field is empty", () => {
    const section = showCredentials({
      wsibClearance: false,
      warrantyYears: 3,
      memberships: [],
      insurance: {},
      reviews: {},
    });
    const items = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["3-year written workmanship warranty"]);
    expect(within(section).queryByRole("link")).toBeNull();
  });

  it("writes the French lines with French number formatting", () => {
    const section = showCredentials(getSite("fr").credentials, "fr");
    expect(within(section).getByText(/^Assurance responsabilité civile/)).toHaveTextContent(
      /5\s000\s000\s\$/,
    );
    expect(within(section).getByText(/CSPAAT/, { selector: "li" })).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Lire nos avis" })).toBeInTheDocument();
  });

  it.each([
    [1, "Garantie écrite de 1 an sur la main-d’œuvre"],
    [2, "Garantie écrite de 2 ans sur la main-d’œuvre"],
  ])("says a warranty of %i year(s) in its French form", (years, line) => {
    const credentials = { ...getSite("fr").credentials, warrantyYears: years };
    expect(
      within(showCredentials(credentials, "fr")).getByText(/^Garantie écrite/),
    ).toHaveTextContent(line);
  });

  it("says which of its facts are still examples (docs/decisions/0014)", () => {
    const section = showCredentials(getSite("fr").credentials, "fr");
    expect(within(section).getByRole("note")).toHaveTextContent(
      /à titre d’exemple.*: l’assurance \(assureur et montant\), le certificat de décharge de la CSPAAT, la durée de la garantie et la page d’avis\./,
    );
  });
});

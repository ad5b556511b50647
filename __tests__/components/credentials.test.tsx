import { render, screen, within } from "@testing-library/react";
import { Credentials } from "@/components/credentials";
import { getSite, getUi } from "@/lib/content";
import { registerChecks } from "@/lib/site/register-checks";

// The proof a client checks before calling: a line per fact the business gave, none for an
// empty one, and links to its public review profile.

const full = getSite("en").credentials;
type Checks = Parameters<typeof Credentials>[0]["checks"];

function showCredentials(
  credentials: typeof full,
  locale: "en" | "fr" = "en",
  checks: Checks = [],
) {
  render(
    <Credentials
      id="credentials"
      credentials={credentials}
      checks={checks}
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
    for (const profile of full.reviews!) {
      expect(
        within(section).getByRole("link", { name: `Read our reviews on ${profile.site}` }),
      ).toHaveAttribute("href", profile.read);
      expect(
        within(section).getByRole("link", { name: `Leave a review on ${profile.site}` }),
      ).toHaveAttribute("href", profile.leave);
    }
    expect(full.reviews!.map((profile) => profile.site)).toEqual(["Google", "HomeStars"]);
  });

  it("hides each line whose field is empty", () => {
    const section = showCredentials({
      wsibClearance: false,
      warrantyYears: 3,
      memberships: [],
      insurance: {},
      reviews: [],
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
    expect(
      within(section).getByRole("link", { name: "Lire nos avis sur Google" }),
    ).toBeInTheDocument();
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
      /à titre d’exemple.*: l’assurance \(assureur et montant\), le certificat de décharge de la CSPAAT, la durée de la garantie et les pages d’avis\./,
    );
  });

  describe("“Check us”: each number with its public register", () => {
    const site = getSite("en");
    const real = {
      ...site,
      rbqLicence: "5738-2914-01",
      taxNumbers: { gstHst: "812345678 RT 0001", qst: "1223456789 TQ 0001" },
      credentials: { ...site.credentials, wsibAccount: "4812377" },
    };

    it("links each real number to its register, from the business file", () => {
      const section = showCredentials(full, "en", registerChecks({ ...real, standIn: {} }, "en"));
      const list = within(section).getByRole("heading", { name: "Check us" })
        .nextElementSibling as HTMLElement;
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.firstChild?.textContent),
      ).toEqual([
        "RBQ licence 5738-2914-01",
        "WSIB account 4812377",
        "GST/HST number 812345678 RT 0001",
        "QST number 1223456789 TQ 0001",
      ]);
      const links = within(list).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual([
        site.registers.rbq.en,
        site.registers.wsib.en,
        site.registers.gstHst.en,
        site.registers.qst.en,
      ]);
      expect(links[0]).toHaveAccessibleName("Look it up in the RBQ licence-holder register");
    });

    it("puts the number in a register's address that takes it, in the page's language", () => {
      const registers = {
        ...real.registers,
        rbq: {
          en: "https://www.rbq.gouv.qc.ca/find?licence={number}",
          fr: "https://www.rbq.gouv.qc.ca/chercher?licence={number}",
        },
      };
      const [rbq] = registerChecks({ ...real, registers, standIn: {} }, "fr");
      expect(rbq!.href).toBe("https://www.rbq.gouv.qc.ca/chercher?licence=5738291401");
    });

    it("shows a stand-in number with no link, and names it as an example", () => {
      const marks = { rbqLicence: true, gstHst: true };
      const section = showCredentials(
        full,
        "en",
        registerChecks(
          { ...real, standIn: { ...site.standIn, ...marks, wsibClearance: false, qst: false } },
          "en",
        ),
      );
      const links = within(section)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
      expect(links).not.toContain(site.registers.rbq.en);
      expect(links).not.toContain(site.registers.gstHst.en);
      expect(links).toContain(site.registers.qst.en);
      expect(within(section).getByText("RBQ licence 5738-2914-01")).toBeInTheDocument();
      expect(within(section).getByRole("note")).toHaveTextContent(/the RBQ licence/);
      expect(within(section).getByRole("note")).toHaveTextContent(/the GST\/HST number/);
    });

    it("shows no register link for today's content, all of whose numbers are stand-ins", () => {
      const section = showCredentials(full, "en", registerChecks(site, "en"));
      const hrefs = within(section)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
      for (const register of Object.values(site.registers))
        expect(hrefs).not.toContain(register.en);
      expect(within(section).getByText(`RBQ licence ${site.rbqLicence}`)).toBeInTheDocument();
    });
  });
});

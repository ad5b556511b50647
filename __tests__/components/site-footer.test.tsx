import { render, screen } from "@testing-library/react";
import { SiteFooter } from "@/components/site-footer";
import { getSite } from "@/lib/content";

describe("SiteFooter", () => {
  it("names the business in the copyright line with one full stop after it", () => {
    render(<SiteFooter locale="en" />);
    const name = getSite("en").name;
    const line = screen.getByText(/All rights reserved\.$/);
    expect(line).toHaveTextContent(name);
    expect(line.textContent).not.toMatch(/\.\./);
  });
});

describe("SiteFooter in French", () => {
  it("shows the RBQ licence as the RBQ requires it, and a link to the English page", () => {
    render(<SiteFooter locale="fr" />);
    const licence = getSite("fr").rbqLicence!;
    // French typography: a non-breaking space before the colon.
    expect(screen.getByText(/^Licence RBQ\s:/).textContent).toBe(`Licence RBQ\u00a0: ${licence}`);
    const english = screen.getByRole("link", { name: "Read this page in English" });
    expect(english).toHaveAttribute("hreflang", "en-CA");
    expect(english).toHaveAttribute("lang", "en-CA");
    expect(english).toHaveTextContent("English");
  });
});

describe("SiteFooter in English", () => {
  it("shows the RBQ licence and a link to the French page", () => {
    render(<SiteFooter locale="en" />);
    expect(screen.getByText(`RBQ licence: ${getSite("en").rbqLicence}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lire cette page en français" })).toHaveAttribute(
      "hreflang",
      "fr-CA",
    );
  });
});

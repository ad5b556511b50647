import { render, screen } from "@testing-library/react";
import { SiteFooter } from "@/components/site-footer";
import { getSite, setRequestLocale } from "@/lib/content";

// React's cache() only keeps values inside a server render; here one variable stands in for it.
jest.mock("@/lib/content/locale", () => {
  let locale = "en";
  return {
    setRequestLocale: (next: string) => {
      locale = next;
    },
    getRequestLocale: () => locale,
  };
});

describe("SiteFooter", () => {
  beforeEach(() => setRequestLocale("en"));

  it("names the business in the copyright line with one full stop after it", () => {
    render(<SiteFooter />);
    const name = getSite().name;
    const line = screen.getByText(/All rights reserved\.$/);
    expect(line).toHaveTextContent(name);
    expect(line.textContent).not.toMatch(/\.\./);
  });
});

describe("SiteFooter in French", () => {
  it("shows the RBQ licence as the RBQ requires it, and a link to the English page", () => {
    setRequestLocale("fr");
    render(<SiteFooter />);
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
    setRequestLocale("en");
    render(<SiteFooter />);
    expect(screen.getByText(`RBQ licence: ${getSite("en").rbqLicence}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lire cette page en français" })).toHaveAttribute(
      "hreflang",
      "fr-CA",
    );
  });
});

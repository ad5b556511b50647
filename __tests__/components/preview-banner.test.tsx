import { render, screen } from "@testing-library/react";
import { PreviewBanner } from "@/components/preview-banner";
import { listStandIns } from "@/lib/content/stand-ins";

// The banner reads the status the build computed once: here two entries are behind in history,
// one of them and another French file say less than their English, and one difference is
// accepted by a translation note: three entries to look at.
jest.mock("@/lib/translation/status", () => ({
  ...jest.requireActual<object>("@/lib/translation/status"),
  translationStatus: () => ({
    checked: 40,
    history: true,
    outdated: [
      { entry: "pages/about.yml", label: "Pages › About page", fields: [] },
      { entry: "services/residential/drywall-repair", label: "Drywall Repair", fields: [] },
    ],
    parity: [
      { entry: "pages/about.yml", file: "pages/about.yml", label: "About", problems: ["x"] },
      {
        entry: "legal/privacy-policy",
        file: "legal/privacy-policy.fr.md",
        label: "",
        problems: ["x"],
      },
      {
        entry: "interface-labels.yml",
        file: "interface-labels.yml",
        label: "",
        problems: ["x"],
        note: "Voulu.",
      },
    ],
  }),
}));

describe("PreviewBanner", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it("on a branch preview, counts the French entries behind English and links to the list", () => {
    process.env = { ...env, SITE_ENV: "preview", BRANCH: "cms/pages/about" };
    render(<PreviewBanner locale="en" />);
    const banner = screen.getByRole("region", { name: "Preview" });
    expect(banner).toHaveTextContent("Branch cms/pages/about");
    const status = screen.getByRole("link", { name: "French pages to check against English: 3" });
    expect(status).toHaveAttribute("href", "/admin/translations/");
  });

  it("counts the stand-ins launch-check lists and links to the Before launch screen", () => {
    process.env = { ...env, SITE_ENV: "preview", BRANCH: "main" };
    render(<PreviewBanner locale="en" />);
    const count = screen.getByRole("link", {
      name: `Stand-ins left before launch: ${listStandIns().length}`,
    });
    expect(count).toHaveAttribute("href", "/admin/launch/");
  });

  it("renders nothing on a production build", () => {
    process.env = { ...env, SITE_ENV: "production" };
    const { container } = render(<PreviewBanner locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});

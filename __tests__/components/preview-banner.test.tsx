import { render, screen } from "@testing-library/react";
import { PreviewBanner } from "@/components/preview-banner";

// The banner reads the status the build computed once; here it is two entries behind.
jest.mock("@/lib/translation-status", () => ({
  translationStatus: () => ({
    checked: 40,
    history: true,
    outdated: [
      { entry: "pages/about.yml", changes: ["heading: changed to “About”"] },
      { entry: "services/residential/drywall-repair", changes: [] },
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
    const status = screen.getByRole("link", { name: "French pages behind English: 2" });
    expect(status).toHaveAttribute("href", "/admin/translations/");
  });

  it("renders nothing on a production build", () => {
    process.env = { ...env, SITE_ENV: "production" };
    const { container } = render(<PreviewBanner locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MainNav } from "@/components/site-header/main-nav";
import { navFixture } from "@/__tests__/support/nav";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

function setup() {
  const user = userEvent.setup();
  const view = render(<MainNav nav={navFixture} />);
  return { user, ...view };
}

describe("MainNav services dropdown", () => {
  beforeEach(() => {
    mockPathname = "/";
  });

  it("opens from the 'Our Services' button and lists both categories and the view-all link", async () => {
    const { user } = setup();
    const trigger = screen.getByRole("button", { name: "Our Services" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Residential Painting" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Commercial Painting" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Services Page →" })).toHaveAttribute(
      "href",
      "/services/",
    );
  });

  it("expands one category at a time and collapses it when chosen again", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Our Services" }));
    const residential = screen.getByRole("button", { name: "Residential Painting" });
    const commercial = screen.getByRole("button", { name: "Commercial Painting" });

    await user.click(residential);
    expect(residential).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Interior Painting" })).toBeVisible();
    const panel = document.getElementById(residential.getAttribute("aria-controls")!);
    expect(panel).toBeVisible();

    await user.click(commercial);
    expect(commercial).toHaveAttribute("aria-expanded", "true");
    expect(residential).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();

    await user.click(commercial);
    expect(commercial).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const { user } = setup();
    const trigger = screen.getByRole("button", { name: "Our Services" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
  });

  it("closes when the route changes", async () => {
    const { user, rerender } = setup();
    const trigger = screen.getByRole("button", { name: "Our Services" });
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    mockPathname = "/about/";
    rerender(<MainNav nav={navFixture} />);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page", () => {
    mockPathname = "/about";
    setup();
    expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});

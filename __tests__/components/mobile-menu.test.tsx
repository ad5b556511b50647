import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "@/components/site-header/mobile-menu";
import { navFixture } from "@/__tests__/support/nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

function setup() {
  const user = userEvent.setup();
  render(
    <MobileMenu
      nav={navFixture}
      logo={<span>Logo</span>}
      call={{ href: "tel:+16135550143", label: "Call +1 613-555-0143" }}
      labels={{ open: "Open menu", close: "Close menu", title: "Menu" }}
    />,
  );
  return user;
}

describe("MobileMenu", () => {
  it("has a call icon link and a named toggle with aria-expanded", () => {
    setup();
    expect(screen.getByRole("link", { name: "Call +1 613-555-0143" })).toHaveAttribute(
      "href",
      "tel:+16135550143",
    );
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("opens a panel with the accordion and the final 'View All Services Page' link, locking scroll", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Services Page" })).toHaveAttribute(
      "href",
      "/services/",
    );
    // Radix's scroll lock marks the body while the dialog is open.
    expect(document.body).toHaveAttribute("data-scroll-locked");

    const residential = screen.getByRole("button", { name: "Residential Painting" });
    const commercial = screen.getByRole("button", { name: "Commercial Painting" });
    await user.click(residential);
    expect(residential).toHaveAttribute("aria-expanded", "true");
    await user.click(commercial);
    expect(residential).toHaveAttribute("aria-expanded", "false");
    expect(commercial).toHaveAttribute("aria-expanded", "true");
  });

  it("closes when a link is chosen", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("link", { name: "About Us" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute("data-scroll-locked");
  });

  it("closes on Escape and with the close button", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(await screen.findByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MainNav } from "@/components/site-header/main-nav";
import { navFixture } from "@/__tests__/support/nav";
import { type NavData } from "@/lib/nav/navigation";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

const chevron = <svg aria-hidden="true" />;

function setup() {
  const user = userEvent.setup();
  const view = render(<MainNav nav={navFixture} chevron={chevron} />);
  return { user, ...view };
}

/** Set on Radix's trigger, not on the light one: tells which is rendered. */
const RADIX_ITEM = "data-radix-collection-item";

const trigger = () => screen.getByRole("button", { name: "Our Services" });

/** The Radix version replaces the light trigger once its code has loaded. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  // A real pointer lands on whichever button is there; user-event keeps the one it was given.
  await user.hover(trigger());
  await waitFor(() => expect(trigger()).toHaveAttribute(RADIX_ITEM));
  await user.click(trigger());
  await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "true"));
}

describe("MainNav services dropdown", () => {
  beforeEach(() => {
    mockPathname = "/";
  });

  it("opens from the 'Our Services' button and lists both categories and the view-all link", async () => {
    const { user } = setup();
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    await openMenu(user);
    expect(screen.getByRole("button", { name: "Residential Painting" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Commercial Painting" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Services Page →" })).toHaveAttribute(
      "href",
      "/services/",
    );
  });

  it("expands one category at a time and collapses it when chosen again", async () => {
    const { user } = setup();
    await openMenu(user);
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
    await openMenu(user);
    await user.keyboard("{Escape}");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(trigger()).toHaveFocus();
  });

  it("closes when the route changes", async () => {
    const { user, rerender } = setup();
    await openMenu(user);
    mockPathname = "/about/";
    rerender(<MainNav nav={navFixture} chevron={chevron} />);
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page", () => {
    mockPathname = "/about";
    setup();
    expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("renders links and trigger without Radix, and keeps focus where it was when Radix takes over", async () => {
    setup();
    // Before any use: the light trigger, not yet one of Radix's collection items.
    expect(trigger()).not.toHaveAttribute(RADIX_ITEM);
    const about = screen.getByRole("link", { name: "About Us" });
    act(() => about.focus());
    await waitFor(() => expect(trigger()).toHaveAttribute(RADIX_ITEM));
    expect(screen.getByRole("link", { name: "About Us" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "About Us" })).not.toBe(about);
  });

  it("opens on Enter pressed before its code arrived, with focus on the trigger", async () => {
    const { user } = setup();
    trigger().focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "true"));
    expect(trigger()).toHaveFocus();
    expect(screen.getByRole("button", { name: "Residential Painting" })).toBeInTheDocument();
  });

  it("opens on a bare click, with no focus, pointer or key first (assistive technology)", async () => {
    setup();
    act(() => trigger().click());
    await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "true"));
    expect(screen.getByRole("button", { name: "Residential Painting" })).toBeInTheDocument();
  });
});

describe("MainNav marks the services section in both languages", () => {
  const french: NavData = {
    ...navFixture,
    items: navFixture.items.map((item) =>
      item.kind === "services"
        ? {
            ...item,
            label: "Nos services",
            viewAll: { label: "Voir tous les services →", href: "/fr/services/" },
          }
        : item,
    ),
  };

  it.each([
    { path: "/services/residential/interior-painting/", nav: navFixture, name: "Our Services" },
    { path: "/fr/services/residentiel/peinture-interieure/", nav: french, name: "Nos services" },
    { path: "/fr/services/", nav: french, name: "Nos services" },
  ])("on $path the services trigger is current", async ({ path, nav, name }) => {
    mockPathname = path;
    const user = userEvent.setup();
    render(<MainNav nav={nav} chevron={chevron} />);
    expect(screen.getByRole("button", { name })).toHaveAttribute("aria-current", "true");
    // Still current once the Radix menu has replaced the light trigger.
    await user.hover(screen.getByRole("button", { name }));
    await waitFor(() => expect(screen.getByRole("button", { name })).toHaveAttribute(RADIX_ITEM));
    expect(screen.getByRole("button", { name })).toHaveAttribute("aria-current", "true");
  });

  it("does not mark it elsewhere, in either language", () => {
    mockPathname = "/fr/a-propos/";
    render(<MainNav nav={french} chevron={chevron} />);
    expect(screen.getByRole("button", { name: "Nos services" })).not.toHaveAttribute(
      "aria-current",
    );
  });
});

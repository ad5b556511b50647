import { act, fireEvent, render, screen } from "@testing-library/react";
import NextLink from "next/link";
import { RouteProgress } from "@/components/route-progress";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

function renderWithLinks() {
  return render(
    <>
      <NextLink href="/about/">About</NextLink>
      <NextLink href="/#team">Same page</NextLink>
      <a href="https://wa.me/16135550178" target="_blank">
        WhatsApp
      </a>
      <RouteProgress label="Loading…" />
    </>,
  );
}

describe("RouteProgress", () => {
  beforeEach(() => {
    mockPathname = "/";
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("shows a spinner when a navigation to another page takes longer than 150 ms", () => {
    const { rerender } = renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "About" }));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");

    mockPathname = "/about/";
    rerender(
      <>
        <NextLink href="/about/">About</NextLink>
        <RouteProgress label="Loading…" />
      </>,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("stays hidden for links to the same page, new windows and modified clicks", () => {
    renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "Same page" }));
    fireEvent.click(screen.getByRole("link", { name: "WhatsApp" }));
    fireEvent.click(screen.getByRole("link", { name: "About" }), { ctrlKey: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

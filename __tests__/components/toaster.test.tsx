import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TOAST_DURATION_MS } from "@/components/ui/toast";
import { Toaster } from "@/components/ui/toaster";
import { TOAST_LIMIT, toast } from "@/components/ui/use-toast";

function renderToaster() {
  return render(
    <Toaster
      closeLabel="Close notification"
      regionLabel="Notifications ({hotkey})"
      announceLabel="Notification"
    />,
  );
}

describe("Toaster", () => {
  afterEach(() => jest.useRealTimers());

  it("shows at most one toast: a second replaces the first", () => {
    renderToaster();
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
  });

  it("closes after 5000 ms by default", () => {
    jest.useFakeTimers();
    renderToaster();
    act(() => {
      toast({ title: "Default duration" });
    });
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText("Default duration")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText("Default duration")).not.toBeInTheDocument();
  });

  it("honours a given duration", () => {
    jest.useFakeTimers();
    renderToaster();
    act(() => {
      toast({ title: "Long one", duration: 8000 });
    });
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByText("Long one")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.queryByText("Long one")).not.toBeInTheDocument();
  });

  it("has a close button with an accessible name", async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      toast({ title: "Closable" });
    });
    await user.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Closable")).not.toBeInTheDocument();
  });

  it("lives in a labelled notifications region that names the F8 hotkey", () => {
    renderToaster();
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });
});

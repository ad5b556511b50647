import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Notice } from "@/components/notices/notice";
import { NoticeBar } from "@/components/notices/notice-bar";
import { getNoticeLabels, getNoticeSources } from "@/lib/content/notices";
import { ottawaDayEnd } from "@/lib/locale/ottawa-day";

const [example] = getNoticeSources();
const message = example!.data.en.message;

describe("NoticeBar", () => {
  const env = { ...process.env };
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    process.env = { ...env };
    jest.useRealTimers();
  });

  it("is a region named by its own words, with its last day and its link, not a live region", () => {
    jest.useFakeTimers({ now: new Date("2027-01-15T12:00:00Z"), doNotFake: ["queueMicrotask"] });
    process.env = { ...env, SITE_ENV: "production" };
    render(<NoticeBar locale="fr" spot="everywhere" />);
    const region = screen.getByRole("region", { name: example!.data.fr.message });
    expect(region).not.toHaveAttribute("aria-live");
    expect(region).toHaveTextContent("Jusqu’au 28 février 2027");
    expect(screen.getByRole("link", { name: example!.data.fr.linkLabel })).toHaveAttribute(
      "href",
      "/fr/services/residentiel/peinture-interieure/?campaign=winter-interiors-2026",
    );
    expect(screen.queryByText(/Prévu à partir du/)).toBeNull();
  });

  it("is hidden for the visit with the keyboard", async () => {
    process.env = { ...env, SITE_ENV: "production" };
    jest.useFakeTimers({ now: new Date("2027-01-15T12:00:00Z"), advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<NoticeBar locale="en" spot="everywhere" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: getNoticeLabels("en").dismiss })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("region", { name: message })).toBeNull();
    unmount();
    // The next page of the visit (a client-side navigation): still hidden.
    render(<NoticeBar locale="en" spot="everywhere" />);
    expect(screen.queryByRole("region", { name: message })).toBeNull();
  });

  it("hides itself once its last day has passed in Ottawa, on a page built before", () => {
    // 00:30 in Ottawa on March 1st: a page built the day before still holds the notice.
    jest.useFakeTimers({ now: new Date("2027-03-01T05:30:00Z") });
    const notice = (lastDay: string) => (
      <Notice id="winter" endsAt={ottawaDayEnd(lastDay)} labelId="winter-words" dismissLabel="Hide">
        <p id="winter-words">Winter booking</p>
      </Notice>
    );
    const { rerender } = render(notice("2027-03-01"));
    expect(screen.getByRole("region", { name: "Winter booking" })).toBeVisible();
    rerender(notice("2027-02-28"));
    expect(screen.queryByRole("region", { name: "Winter booking" })).toBeNull();
  });
});

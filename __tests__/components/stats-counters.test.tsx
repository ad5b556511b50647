import { act, render, screen } from "@testing-library/react";
import { COUNT_UP_DURATION_MS, StatsCounters } from "@/components/home/stats-counters";

const counters = [
  { label: "Completed Projects", value: 885, suffix: "+" },
  { label: "Happy Clients", value: 1154, suffix: "+" },
  { label: "Ongoing Projects", value: 9, suffix: "+" },
];

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: ObserverCallback; disconnect: jest.Mock }[] = [];

class MockIntersectionObserver {
  disconnect = jest.fn();
  constructor(public callback: ObserverCallback) {
    observers.push(this);
  }
  observe() {}
  unobserve() {}
}

function setReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe("StatsCounters", () => {
  beforeEach(() => {
    observers = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver =
      MockIntersectionObserver;
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  const value = (label: string) =>
    screen.getByText(label).parentElement!.querySelector("dd")!.textContent;

  // Which of the two shows is up to CSS (scripting, reduced motion); the browser tests check it.
  it("renders the final figures, and a 0 for when it will count, before anything is seen", () => {
    render(<StatsCounters counters={counters} />);
    expect(value("Completed Projects")).toBe("885+0+");
    expect(value("Happy Clients")).toBe("1154+0+");
    expect(value("Ongoing Projects")).toBe("9+0+");
  });

  it("groups thousands as French writes them when asked (1 154+), also in the final width", () => {
    render(<StatsCounters counters={counters} groupDigits="fr-CA" />);
    const happy = screen.getByText("Happy Clients").parentElement!.querySelector("dd")!;
    expect(happy.textContent).toMatch(/^1[\u202f\u00a0]154\+0\+$/);
    expect(happy.getAttribute("data-final")).toMatch(/^1[\u202f\u00a0]154\+$/);
  });

  it("counts up from 0 once, when first scrolled into view", () => {
    render(<StatsCounters counters={counters} />);
    expect(observers).toHaveLength(1);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(value("Completed Projects")).toBe("0+");
    act(() => jest.advanceTimersByTime(COUNT_UP_DURATION_MS / 4));
    const midway = Number(value("Completed Projects")!.replace("+", ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(885);
    act(() => jest.advanceTimersByTime(COUNT_UP_DURATION_MS * 2));
    expect(value("Completed Projects")).toBe("885+");
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(value("Completed Projects")).toBe("885+");
  });

  it("does not animate under prefers-reduced-motion", () => {
    setReducedMotion(true);
    render(<StatsCounters counters={counters} />);
    expect(observers).toHaveLength(0);
    act(() => jest.advanceTimersByTime(COUNT_UP_DURATION_MS * 2));
    // Still the server's markup: under reduced motion its CSS shows the final figure.
    expect(value("Happy Clients")).toBe("1154+0+");
  });
});

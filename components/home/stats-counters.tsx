"use client";

import { useEffect, useRef, useState } from "react";

export const COUNT_UP_DURATION_MS = 1600;

type Counter = { label: string; value: number; suffix: string };

/*
 * Before the count starts, the page must already read 0+ wherever it will count (scripting
 * on, motion allowed), from the first paint on, while the HTML keeps the final numbers for
 * crawlers, no-JS visitors and reduced motion. CSS does it under `@media (scripting:
 * enabled)`, rather than an inline script: nothing to hash for the CSP, nothing that races
 * hydration, and the text React hydrates is the text the server sent.
 */
const finalWhileWaiting = "motion-safe:[@media(scripting:enabled)]:hidden";
const zeroWhileWaiting = "hidden motion-safe:[@media(scripting:enabled)]:inline";

/**
 * Each counter counts up from 0 once, when first scrolled into view. `groupDigits`
 * is the locale whose thousands separator the figures use (French: "1 154"); English keeps the
 * spec's "1154+".
 */
export function StatsCounters({
  counters,
  groupDigits,
}: {
  counters: Counter[];
  groupDigits?: string;
}) {
  const figure = (value: number) =>
    groupDigits ? new Intl.NumberFormat(groupDigits).format(value) : String(value);
  const ref = useRef<HTMLDListElement>(null);
  // null: not started (the CSS above decides between 0 and the final figure).
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let hasStarted = false;
    const countUp = () => {
      if (hasStarted) return;
      hasStarted = true;
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min((now - start) / COUNT_UP_DURATION_MS, 1);
        setProgress(1 - (1 - t) ** 3);
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      setProgress(0);
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver === "undefined") {
      // Cannot tell when it is seen: show the final figures rather than a stuck 0.
      frame = requestAnimationFrame(() => setProgress(1));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        countUp();
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <dl ref={ref} className="grid gap-6 sm:grid-cols-3">
      {counters.map((counter) => (
        <div
          key={counter.label}
          className="flex flex-col-reverse items-center rounded-card bg-white/5 px-6 py-8 text-center"
        >
          <dt className="mt-2 text-base font-medium text-footer-text">{counter.label}</dt>
          <dd
            /*
             * The box is as wide as the final figure (an invisible copy of it, drawn by CSS so
             * it is not part of the text), and the counting figure starts at its left edge: a
             * figure centred in it would move sideways with each added digit, a layout shift.
             */
            className="grid justify-items-start text-4xl font-extrabold text-white tabular-nums before:invisible before:content-[attr(data-final)] before:[grid-area:1/1] sm:text-5xl"
            data-final={`${figure(counter.value)}${counter.suffix}`}
          >
            <span className="[grid-area:1/1]">
              {progress === null ? (
                <>
                  <span
                    className={finalWhileWaiting}
                  >{`${figure(counter.value)}${counter.suffix}`}</span>
                  <span className={zeroWhileWaiting}>{`0${counter.suffix}`}</span>
                </>
              ) : (
                `${figure(Math.round(counter.value * progress))}${counter.suffix}`
              )}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

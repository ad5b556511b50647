"use client";

import { useEffect, useRef, useState } from "react";

export const COUNT_UP_DURATION_MS = 1600;

type Counter = { label: string; value: number; suffix: string };

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Spec §3: each counter counts up from 0 once, when first scrolled into view. The
 * final numbers are what the server renders, so crawlers and no-JS visitors see them.
 */
export function StatsCounters({ counters }: { counters: Counter[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    let hasStarted = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (hasStarted || !entries.some((entry) => entry.isIntersecting)) return;
        hasStarted = true;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min((now - start) / COUNT_UP_DURATION_MS, 1);
          setProgress(1 - (1 - t) ** 3);
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        setProgress(0);
        frame = requestAnimationFrame(tick);
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
      {counters.map((counter) => {
        const shown = Math.round(counter.value * progress);
        return (
          <div
            key={counter.label}
            className="flex flex-col-reverse items-center rounded-card bg-white/5 px-6 py-8 text-center"
          >
            <dt className="mt-2 text-base font-medium text-footer-text">{counter.label}</dt>
            <dd
              className="text-4xl font-extrabold text-white tabular-nums sm:text-5xl"
              // Reserved width: the figure grows while counting without moving anything.
              style={{ minWidth: `${String(counter.value).length + counter.suffix.length}ch` }}
            >
              {`${shown}${counter.suffix}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

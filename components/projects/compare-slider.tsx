"use client";

import { useState } from "react";
import { format } from "@/lib/locale/format";

type CompareSliderProps = {
  /** The two photos, drawn on the server (their code never ships). */
  before: React.ReactNode;
  after: React.ReactNode;
  labels: {
    before: string;
    after: string;
    /** The slider's name ("Before and after"). */
    compareLabel: string;
    /** What the slider's position means, "{before}% before, {after}% after". */
    comparePosition: string;
  };
};

const badge =
  "pointer-events-none absolute top-3 rounded-button bg-brand-900/85 px-3 py-1 text-sm font-semibold text-white";

/**
 * One photo over the other, the "before" one cut at the handle. A native range input drives
 * the handle, so arrows, Page Up/Down, Home and End, touch and mouse all work as the platform
 * has them, and screen readers hear its position. Read without JavaScript (`noscript:`), the
 * two photos stand side by side with their labels instead. The layout is the same before and
 * after hydration: nothing moves when the code arrives.
 */
export function CompareSlider({ before, after, labels }: CompareSliderProps) {
  const [position, setPosition] = useState(50);
  return (
    <div
      className="relative overflow-hidden rounded-card has-[input:focus-visible]:outline-4 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-400 noscript:grid noscript:grid-cols-2 noscript:gap-3 noscript:overflow-visible noscript:rounded-none"
      style={{ "--before": `${position}%` } as React.CSSProperties}
    >
      <div className="relative noscript:order-2 noscript:overflow-hidden noscript:rounded-card">
        {after}
        <span className={`${badge} right-3`}>{labels.after}</span>
      </div>
      <div className="absolute inset-0 [clip-path:inset(0_calc(100%-var(--before))_0_0)] noscript:relative noscript:order-1 noscript:overflow-hidden noscript:rounded-card noscript:[clip-path:none]">
        {before}
        <span className={`${badge} left-3`}>{labels.before}</span>
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-[var(--before)] w-1 -translate-x-1/2 bg-white shadow noscript:hidden"
      >
        <span className="absolute top-1/2 left-1/2 grid size-11 -translate-1/2 place-items-center rounded-full border-2 border-brand-900 bg-white text-lg font-bold text-brand-900 shadow-card">
          ↔
        </span>
      </div>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
        aria-label={labels.compareLabel}
        aria-valuetext={format(labels.comparePosition, { before: position, after: 100 - position })}
        className="absolute inset-0 size-full cursor-ew-resize touch-pan-y opacity-0 noscript:hidden"
      />
    </div>
  );
}

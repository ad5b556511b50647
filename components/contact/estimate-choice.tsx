"use client";

import { useSyncExternalStore } from "react";
import { fieldClass } from "@/components/ui/form-field";
import { NO_WINDOW_SUITS, type VisitWindow, windowsAfter } from "@/lib/quote/quote-visit";

/*
 * Runs while the page is parsed, right after the choice: a window that has started since the
 * build (no rebuild ran) is hidden before anything is painted; with none left, the choice gives
 * way to when the team usually answers. Attributes only, so React hydrates the same nodes; the
 * island then leaves those windows out itself. The same text on every build, so the page's policy
 * carries one hash for it (scripts/build/csp.mjs); the build wrote each window's start
 * (`data-starts-at`), so no time-zone formatter runs (lib/locale/ottawa-day.ts says why).
 */
const SCRIPT = `(function(){var s=document.getElementById("quote-visit");if(!s)return;var n=Date.now(),k=0;[].forEach.call(s.querySelectorAll("option[data-starts-at]"),function(o){if(n>=Number(o.getAttribute("data-starts-at")))o.hidden=o.disabled=true;else k++});if(!k){s.closest("[data-visit]").hidden=true;document.getElementById("quote-visit-usual").hidden=false}})()`;

const noSubscription = () => () => {};
// The minute, so the value holds between renders; 0 on the server: every window the build kept.
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
const buildTime = () => 0;
const mountedHere = () => true;
const notMounted = () => false;

export type EstimateChoiceLabels = {
  label: string;
  hint: string;
  choose: string;
  none: string;
  usual: string;
  sides: Record<VisitWindow["side"], string>;
};

/**
 * The estimate visit the visitor asks for (docs/decisions/0018): the windows the team published
 * that have not started, by side of the river, and "none of these suits me". A select with no
 * `name`, so the form's native submission never carries it (docs/decisions/0005).
 */
export function EstimateChoice({
  windows,
  labels,
  value,
  onChange,
}: {
  windows: readonly VisitWindow[];
  labels: EstimateChoiceLabels;
  value: string;
  onChange: (value: string) => void;
}) {
  const now = useSyncExternalStore(noSubscription, thisMinute, buildTime);
  const mounted = useSyncExternalStore(noSubscription, mountedHere, notMounted);
  const offered = windowsAfter(windows, now);
  const sides = (["on", "qc"] as const).filter((side) =>
    offered.some((each) => each.side === side),
  );
  return (
    <div className="sm:col-span-2">
      <div data-visit hidden={offered.length === 0} suppressHydrationWarning>
        <label htmlFor="quote-visit" className="font-semibold text-brand-900">
          {labels.label}
        </label>
        <p id="quote-visit-hint" className="mt-1 text-sm text-muted">
          {labels.hint}
        </p>
        <select
          id="quote-visit"
          aria-describedby="quote-visit-hint"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldClass}
        >
          <option value="">{labels.choose}</option>
          {sides.map((side) => (
            <optgroup key={side} label={labels.sides[side]}>
              {offered
                .filter((each) => each.side === side)
                .map((each) => (
                  <option
                    key={each.id}
                    value={each.id}
                    data-starts-at={each.startsAt}
                    suppressHydrationWarning
                  >
                    {each.note ? `${each.when} (${each.note})` : each.when}
                  </option>
                ))}
            </optgroup>
          ))}
          <option value={NO_WINDOW_SUITS}>{labels.none}</option>
        </select>
      </div>
      <p id="quote-visit-usual" hidden={offered.length > 0} suppressHydrationWarning>
        {labels.usual}
      </p>
      {mounted || windows.length === 0 ? null : (
        <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
      )}
    </div>
  );
}

"use client";

import { useSyncExternalStore } from "react";
import { NOTICE_SCRIPT } from "@/components/notices/notice-script";
import { NOTICE_DISMISSED_KEY } from "@/lib/locale/ottawa-day";

// Dismissals of this visit, shared by every notice island: a hidden notice stays hidden.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function dismissed(id: string): boolean {
  try {
    return sessionStorage.getItem(NOTICE_DISMISSED_KEY + id) === "1";
  } catch {
    return false; // Storage refused (privacy settings): the notice simply stays.
  }
}

function dismiss(id: string) {
  try {
    sessionStorage.setItem(NOTICE_DISMISSED_KEY + id, "1");
  } catch {
    // Not remembered for the next page, but hidden on this one.
  }
  hiddenHere.add(id);
  listeners.forEach((listener) => listener());
}
const hiddenHere = new Set<string>();

/**
 * One notice as a labelled region (docs/decisions/0009), in page order and not live. The inline
 * script hides it before paint when its last day has passed or it was hidden earlier this visit;
 * this island keeps the same rule after a client-side navigation, and hides it on the button.
 */
export function Notice({
  id,
  endsAt,
  labelId,
  dismissLabel,
  children,
}: {
  id: string;
  /** When its last day ends in Ottawa (lib/locale/ottawa-day.ts `ottawaDayEnd`), if it has one. */
  endsAt?: number;
  /** The message's element: the region is named by the notice's own words. */
  labelId: string;
  dismissLabel: string;
  children: React.ReactNode;
}) {
  const hidden = useSyncExternalStore(
    subscribe,
    () => hiddenHere.has(id) || dismissed(id) || (endsAt !== undefined && Date.now() >= endsAt),
    () => false,
  );
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <section
      id={`notice-${id}`}
      aria-labelledby={labelId}
      data-notice={id}
      data-ends-at={endsAt}
      hidden={hidden}
      // The inline script may have set `hidden` before hydration: the same rule, not a mismatch.
      suppressHydrationWarning
      className="relative border-b border-brand-200 bg-brand-50 text-sm text-ink"
    >
      {/* Only in the built HTML: a script rendered on the client would never run. */}
      {mounted ? null : <script dangerouslySetInnerHTML={{ __html: NOTICE_SCRIPT }} />}
      {children}
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => dismiss(id)}
        // Drawn from the start, so nothing moves; usable (and visible) once hydrated.
        className={`absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-button text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:right-4 ${mounted ? "" : "invisible"}`}
      >
        <svg
          width={20}
          height={20}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </section>
  );
}

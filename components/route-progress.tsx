"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { isSamePath } from "@/lib/nav/hrefs";

/** Below this a navigation feels instant; a spinner would only flash. */
const SHOW_AFTER_MS = 150;

/**
 * A spinner shows while the next page loads. A route-level loading.tsx would
 * make every exported page a streamed Suspense boundary whose content only appears
 * after a script runs, so the spinner follows internal link clicks instead.
 */
export function RouteProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    function handleClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (isSamePath(window.location.pathname, url.pathname)) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setPendingPath(url.pathname), SHOW_AFTER_MS);
    }
    document.addEventListener("click", handleClick);
    return () => {
      document.removeEventListener("click", handleClick);
      window.clearTimeout(timer.current);
    };
  }, []);

  // Arrived (or navigated elsewhere): a late timer must not show the spinner afterwards.
  useEffect(() => () => window.clearTimeout(timer.current), [pathname]);

  if (pendingPath === null || isSamePath(pathname, pendingPath)) return null;
  return (
    <Spinner
      label={label}
      className="pointer-events-none fixed inset-x-0 top-1/3 z-[60] mx-auto size-16 rounded-full bg-white/90 shadow-lg"
    />
  );
}

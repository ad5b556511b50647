"use client";

import { useSyncExternalStore } from "react";

// A browser without paint timing is treated as painted: the load event alone then holds the frame.
const painted = () =>
  !PerformanceObserver.supportedEntryTypes?.includes("paint") ||
  performance.getEntriesByName("first-contentful-paint").length > 0;

const ready = () => document.readyState === "complete" && painted();

function subscribe(onChange: () => void) {
  addEventListener("load", onChange);
  const observer = new PerformanceObserver(onChange);
  try {
    observer.observe({ type: "paint" });
  } catch {
    // No paint timing: `painted` says yes already.
  }
  return () => {
    removeEventListener("load", onChange);
    observer.disconnect();
  };
}

/**
 * A third-party frame that asks for its page only once this page has painted its first content
 * and loaded: parsed from the HTML, even a lazy frame near the fold opened a connection to
 * another host before the first paint, and its document, scripts and tiles then shared a
 * phone's network with the page's own (docs/performance.md, issue 59). Without JavaScript the
 * same frame is in the page from the start, inside <noscript>. The box around it holds its size.
 */
export function DeferredFrame(props: React.ComponentProps<"iframe"> & { title: string }) {
  const shown = useSyncExternalStore(subscribe, ready, () => false);
  const frame = <iframe {...props} />;
  return shown ? frame : <noscript>{frame}</noscript>;
}

"use client";

import { useEffect } from "react";
import boot from "@/lib/site/boot.json";

/**
 * Tells the page's inline loader (scripts/build/post-build/chunk-loader.mjs) that React has
 * hydrated, so it replays a tap it held on a button before then. Passive effects run once the whole tree has
 * committed, so every handler is attached by the time this one runs.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(boot.hydratedEvent));
  }, []);
  return null;
}

"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Spec §2: every route change starts at the top; links with a #hash keep their target. */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}

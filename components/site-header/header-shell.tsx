"use client";

import { useEffect, useState } from "react";

export const SCROLL_THRESHOLD_PX = 50;

/** Sticky, translucent header once the page is scrolled past 50 px (docs/decisions/0003). */
export function HeaderShell({ children }: { children: React.ReactNode }) {
  const [hasScrolled, setHasScrolled] = useState(false);

  useEffect(() => {
    const update = () => setHasScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    // Sticky stays in the flow, so switching to it never shifts the content below.
    <header
      data-scrolled={hasScrolled}
      className="relative top-0 z-40 w-full border-b border-transparent bg-white transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:sticky data-[scrolled=true]:border-line data-[scrolled=true]:bg-white/90 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-md"
    >
      {children}
    </header>
  );
}

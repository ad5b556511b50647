"use client";

import { usePathname } from "next/navigation";

/**
 * The same page on the production site. A client leaf only so the link follows client-side
 * navigation; the exported HTML already carries the right address for each page.
 */
export function ProductionLink({
  origin,
  className,
  children,
}: {
  origin: string;
  className?: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  return (
    <a href={`${origin}${pathname}`} className={className}>
      {children}
    </a>
  );
}

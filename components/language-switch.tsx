"use client";

import { usePathname } from "next/navigation";
import type { LanguageSwitchData } from "@/lib/nav/navigation";
import { withBasePath } from "@/lib/nav/hrefs";

type LanguageSwitchProps = LanguageSwitchData & { className?: string };

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/**
 * A plain link to this page in the other language: it works without JavaScript (the export
 * writes each page's own target) and is a full page load, since each language has its own
 * root layout. A client leaf only to follow client-side navigation within a language.
 */
export function LanguageSwitch({
  counterparts,
  fallback,
  label,
  name,
  lang,
  className,
}: LanguageSwitchProps) {
  // Null outside the app router (component tests); the fallback then applies.
  const pathname = withSlash(usePathname() ?? "");
  const target = counterparts[pathname] ?? fallback;
  return (
    <a
      href={withBasePath(target)}
      hrefLang={lang}
      lang={lang}
      aria-label={name}
      title={name}
      className={className}
    >
      {label}
    </a>
  );
}

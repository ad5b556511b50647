"use client";

import { usePathname } from "next/navigation";
import { withBasePath } from "@/lib/routes";

export type LanguageSwitchProps = {
  /** Each page of this language → the same page in the other language (from the route table). */
  counterparts: Record<string, string>;
  /** Where to go when the page has no counterpart (the other language's home page). */
  fallback: string;
  /** The other language's name, in that language ("Français"). */
  label: string;
  /** What the link does, in the other language ("Lire cette page en français"). */
  name: string;
  /** BCP 47 tag of the other language ("fr-CA"). */
  lang: string;
  className?: string;
};

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

/** A GitHub project site lives under /<repo>/ (next.config.ts); "" everywhere else. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/+$/, "") ?? "";

/** For URLs Next does not prefix itself: manifest entries, plain <img>, window.location. */
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path}`;
}

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^+\d]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** usePathname() may or may not carry the trailing slash; compare paths in one form. */
export function isSamePath(pathname: string, href: string): boolean {
  const strip = (path: string) => path.split("#")[0]!.replace(/\/+$/, "") || "/";
  return strip(pathname) === strip(href);
}

import { type NavData, type NavLink, type NavServices } from "@/lib/navigation";
import { isSamePath } from "@/lib/routes";

/** Class lists and helpers shared by the light desktop nav and its Radix version, so both look
 * and behave the same. */
const linkBase =
  "inline-flex min-h-11 items-center rounded-button px-3 font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8";

export const navigationLinkClass = `${linkBase} text-ink`;

/** The trigger's colour is chosen here rather than merged, so no class merger ships. */
export function servicesTriggerClass(isActive: boolean): string {
  return `${linkBase} group gap-1 ${isActive ? "text-brand-700" : "text-ink"}`;
}

export const navListClass = "flex items-center gap-1";

export const SERVICES_VALUE = "services";

/** Marks each focusable element of the desktop nav, so focus can move to its Radix twin. */
export const NAV_KEY = "data-nav-key";

/** The menu's services entry: every menu has one (lib/navigation.ts). */
export function servicesOf(nav: NavData): NavServices {
  const services = nav.items.find((item) => item.kind === "services");
  if (!services) throw new Error("The menu has no services entry");
  return services;
}

/** The services index of this page's language ("/services/", "/fr/services/") or below it. */
export const isServicesPath = (pathname: string, services: NavServices) =>
  `${pathname}/`.startsWith(services.viewAll.href);

/** A desktop page link's attributes: the current page marked, keyed so focus finds its twin. */
export const desktopLinkProps = (link: NavLink, pathname: string) => ({
  href: link.href,
  "aria-current": isSamePath(pathname, link.href) ? ("page" as const) : undefined,
  [NAV_KEY]: link.href,
});

/** Class lists shared by the light desktop nav and its Radix version, so both look the same. */
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

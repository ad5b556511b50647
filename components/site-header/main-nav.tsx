"use client";

import NextLink from "next/link";
import { IntentLink } from "@/components/intent-link";
import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type NavData, type NavLink, type NavServices } from "@/lib/nav/navigation";
import { isSamePath } from "@/lib/nav/hrefs";
import type * as NavigationMenuModule from "@/components/ui/navigation-menu";
import type { CategoryDisclosures } from "@/components/site-header/category-disclosures";

/** Radix NavigationMenu and the category disclosures: the dropdown's code, loaded on first use. */
type Menu = typeof NavigationMenuModule & { CategoryDisclosures: typeof CategoryDisclosures };

const loadMenu = (): Promise<Menu> =>
  Promise.all([
    import("@/components/ui/navigation-menu"),
    import("@/components/site-header/category-disclosures"),
  ]).then(([menu, { CategoryDisclosures }]) => ({ ...menu, CategoryDisclosures }));

const linkBase =
  "inline-flex min-h-11 items-center rounded-button px-3 font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8";

const navigationLinkClass = `${linkBase} text-ink`;

const navListClass = "flex items-center gap-1";

const SERVICES_VALUE = "services";

/** Marks each focusable element of the desktop nav, so focus can move to its Radix twin. */
const NAV_KEY = "data-nav-key";

/** The menu's services entry: every menu has one (lib/nav/navigation.ts). */
function servicesOf(nav: NavData): NavServices {
  const services = nav.items.find((item) => item.kind === "services");
  if (!services) throw new Error("The menu has no services entry");
  return services;
}

/** The services index of this page's language ("/services/", "/fr/services/") or below it. */
const isServicesPath = (pathname: string, services: NavServices) =>
  `${pathname}/`.startsWith(services.viewAll.href);

/** A desktop page link's attributes: the current page marked, keyed so focus finds its twin. */
const desktopLinkProps = (link: NavLink, pathname: string) => ({
  href: link.href,
  "aria-current": isSamePath(pathname, link.href) ? ("page" as const) : undefined,
  [NAV_KEY]: link.href,
});

/**
 * Desktop navigation with the services dropdown (docs/decisions/0003); hidden below the lg
 * breakpoint. The links and the trigger render first without Radix, whose code every page would
 * otherwise load up front, as the same elements and classes Radix renders: it is fetched on the
 * first pointer, focus or key in the nav and then draws the same list. A click or Enter on the
 * trigger before it arrives is kept, and the menu opens when it does.
 */
export function MainNav({ nav, chevron }: { nav: NavData; chevron: React.ReactNode }) {
  const pathname = usePathname();
  const root = useRef<HTMLElement>(null);
  const [menu, setMenu] = useState<Menu | null>(null);
  // Before Radix arrives, a non-empty value is an opening asked for and kept until it does.
  const [openValue, setOpenValue] = useState("");
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [lastPathname, setLastPathname] = useState(pathname);
  const isLoading = useRef(false);
  const arrived = useRef<Menu | null>(null);
  // A press on the trigger is under way: swapping the button now would swallow its click.
  const isPressing = useRef(false);
  // The light nav's element that had focus when Radix's replaced it.
  const focusKey = useRef<string | null>(null);

  // A route change closes the dropdown (docs/decisions/0003), also for back/forward navigation.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpenValue("");
    setExpandedId(null);
  }

  // Swapping in Radix's list replaced the focused element: give focus to its twin before paint.
  useLayoutEffect(() => {
    if (!menu || !focusKey.current) return;
    root.current
      ?.querySelector<HTMLElement>(`[${NAV_KEY}="${CSS.escape(focusKey.current)}"]`)
      ?.focus();
    focusKey.current = null;
  }, [menu]);

  const swap = () => {
    const arrivedMenu = arrived.current;
    if (!arrivedMenu || isPressing.current) return;
    // Read now, not when loading began: the visitor may have tabbed on meanwhile.
    const focused = document.activeElement?.closest(`[${NAV_KEY}]`);
    focusKey.current = focused?.getAttribute(NAV_KEY) ?? null;
    // At once, not at React's next render: a press starting in between would lose its click.
    flushSync(() => setMenu(arrivedMenu));
  };

  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    void loadMenu().then((loaded) => {
      arrived.current = loaded;
      swap();
    });
  };

  const startPress = () => {
    isPressing.current = true;
    // Released without a click (dragged away, cancelled): stop waiting for one.
    const release = () =>
      window.setTimeout(() => {
        isPressing.current = false;
        swap();
      });
    window.addEventListener("pointerup", release, { once: true, capture: true });
    window.addEventListener("keyup", release, { once: true, capture: true });
    window.addEventListener("pointercancel", release, { once: true, capture: true });
  };

  const services = servicesOf(nav);
  const isServicesPage = isServicesPath(pathname, services);
  // The trigger's colour is chosen here rather than merged, so no class merger ships.
  const triggerClass = `${linkBase} group gap-1 ${isServicesPage ? "text-brand-700" : "text-ink"}`;

  const pageLink = (link: NavLink, className = navigationLinkClass) => {
    const anchor = (
      <IntentLink {...desktopLinkProps(link, pathname)} className={className}>
        {link.label}
      </IntentLink>
    );
    return menu ? (
      <menu.NavigationMenuLink asChild active={isSamePath(pathname, link.href)}>
        {anchor}
      </menu.NavigationMenuLink>
    ) : (
      anchor
    );
  };

  const Item = menu ? menu.NavigationMenuItem : "li";
  const items = nav.items.map((item) => {
    if (item.kind === "page") return <Item key={item.link.href}>{pageLink(item.link)}</Item>;
    if (menu) {
      return (
        <menu.NavigationMenuItem key={SERVICES_VALUE} value={SERVICES_VALUE} className="relative">
          <menu.NavigationMenuTrigger
            aria-current={isServicesPage ? "true" : undefined}
            className={triggerClass}
            {...{ [NAV_KEY]: SERVICES_VALUE }}
          >
            {services.label}
            {chevron}
          </menu.NavigationMenuTrigger>
          <menu.NavigationMenuContent>
            <div className="max-h-[75vh] overflow-y-auto overscroll-contain p-3">
              <menu.CategoryDisclosures
                categories={services.categories}
                expandedId={expandedId}
                onExpandedChange={setExpandedId}
                renderLink={(link) =>
                  pageLink(
                    link,
                    "flex min-h-10 items-center rounded-button px-3 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
                  )
                }
              />
              <div className="mt-2 border-t border-line pt-2">
                {pageLink(
                  services.viewAll,
                  "flex min-h-11 items-center rounded-button px-3 font-semibold text-brand-700 hover:bg-brand-50",
                )}
              </div>
            </div>
          </menu.NavigationMenuContent>
        </menu.NavigationMenuItem>
      );
    }
    return (
      <li key={SERVICES_VALUE} className="relative">
        {/* Without JavaScript the trigger cannot open its menu: a link to the services
        page stands in for it (`noscript:` is `@media (scripting: none)`). */}
        <span className="hidden noscript:contents">
          <NextLink
            href={services.viewAll.href}
            prefetch={false}
            aria-current={isServicesPage ? "true" : undefined}
            className={triggerClass}
          >
            {services.label}
          </NextLink>
        </span>
        <button
          type="button"
          aria-expanded={false}
          data-state="closed"
          aria-current={isServicesPage ? "true" : undefined}
          className={`${triggerClass} noscript:hidden`}
          onPointerDown={startPress}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === " ") startPress();
          }}
          onClick={() => {
            setOpenValue((value) => (value ? "" : SERVICES_VALUE));
            isPressing.current = false;
            // A click can come without focus, pointer or key first: assistive technology
            // activating the button, or the loader replaying a tap made before hydration.
            load();
            swap();
          }}
          {...{ [NAV_KEY]: SERVICES_VALUE }}
        >
          {services.label}
          {chevron}
        </button>
      </li>
    );
  });

  if (menu) {
    return (
      <menu.NavigationMenu
        ref={root}
        aria-label={nav.label}
        value={openValue}
        onValueChange={(value) => {
          setOpenValue(value);
          if (!value) setExpandedId(null);
        }}
        className="relative hidden lg:block"
      >
        <menu.NavigationMenuList className={navListClass}>{items}</menu.NavigationMenuList>
      </menu.NavigationMenu>
    );
  }
  return (
    // The same elements and classes as Radix renders, so nothing moves when it takes over.
    <nav
      ref={root}
      aria-label={nav.label}
      className="relative hidden lg:block"
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
      onKeyDown={(event) => {
        load();
        if (event.key === "Escape") setOpenValue("");
      }}
    >
      <div style={{ position: "relative" }}>
        <ul className={navListClass}>{items}</ul>
      </div>
    </nav>
  );
}

"use client";

import NextLink from "next/link";
import { IntentLink } from "@/components/intent-link";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  NAV_KEY,
  SERVICES_VALUE,
  desktopLinkProps,
  isServicesPath,
  navListClass,
  navigationLinkClass,
  servicesOf,
  servicesTriggerClass,
} from "@/components/site-header/nav-classes";
import { type RadixMainNavProps } from "@/components/site-header/radix-main-nav";
import { type NavData } from "@/lib/navigation";

type Loaded = { Menu: React.ComponentType<RadixMainNavProps>; focusKey: string | null };

const loadMenu = () =>
  import("@/components/site-header/radix-main-nav").then((mod) => mod.RadixMainNav);

/**
 * Desktop navigation with the services dropdown (docs/decisions/0003); hidden below the lg
 * breakpoint. The links and the trigger render without Radix, whose code every page would otherwise
 * load up front: it is fetched on the first pointer, focus or key in the nav. A click or Enter on
 * the trigger before it arrives is kept, and the menu opens when it does.
 */
export function MainNav({ nav, chevron }: { nav: NavData; chevron: React.ReactNode }) {
  const pathname = usePathname();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isOpenPending, setIsOpenPending] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);
  const isLoading = useRef(false);
  const arrived = useRef<Loaded["Menu"] | null>(null);
  // A press on the trigger is under way: swapping the button now would swallow its click.
  const isPressing = useRef(false);

  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setIsOpenPending(false);
  }

  if (loaded) {
    return (
      <loaded.Menu
        nav={nav}
        pathname={pathname}
        chevron={chevron}
        initiallyOpen={isOpenPending}
        focusKey={loaded.focusKey}
      />
    );
  }

  const swap = () => {
    const Menu = arrived.current;
    if (!Menu || isPressing.current) return;
    // Read now, not when loading began: the visitor may have tabbed on meanwhile.
    const focused = document.activeElement?.closest(`[${NAV_KEY}]`);
    const next = { Menu, focusKey: focused?.getAttribute(NAV_KEY) ?? null };
    // At once, not at React's next render: a press starting in between would lose its click.
    flushSync(() => setLoaded(next));
  };

  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    void loadMenu().then((Menu) => {
      arrived.current = Menu;
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

  return (
    // The same elements and classes as Radix renders, so nothing moves when it takes over.
    <nav
      aria-label={nav.label}
      className="relative hidden lg:block"
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
      onKeyDown={(event) => {
        load();
        if (event.key === "Escape") setIsOpenPending(false);
      }}
    >
      <div style={{ position: "relative" }}>
        <ul className={navListClass}>
          {nav.items.map((item) =>
            item.kind === "page" ? (
              <li key={item.link.href}>
                <IntentLink
                  {...desktopLinkProps(item.link, pathname)}
                  className={navigationLinkClass}
                >
                  {item.link.label}
                </IntentLink>
              </li>
            ) : (
              <li key={SERVICES_VALUE} className="relative">
                {/* Without JavaScript the trigger cannot open its menu: a link to the services
                page stands in for it (`noscript:` is `@media (scripting: none)`). */}
                <span className="hidden noscript:contents">
                  <NextLink
                    href={services.viewAll.href}
                    prefetch={false}
                    aria-current={isServicesPage ? "true" : undefined}
                    className={servicesTriggerClass(isServicesPage)}
                  >
                    {services.label}
                  </NextLink>
                </span>
                <button
                  type="button"
                  aria-expanded={false}
                  data-state="closed"
                  aria-current={isServicesPage ? "true" : undefined}
                  className={`${servicesTriggerClass(isServicesPage)} noscript:hidden`}
                  onPointerDown={startPress}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" || event.key === " ") startPress();
                  }}
                  onClick={() => {
                    setIsOpenPending((pending) => !pending);
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
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

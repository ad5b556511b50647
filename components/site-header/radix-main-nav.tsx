"use client";

import { IntentLink } from "@/components/intent-link";
import { useLayoutEffect, useRef, useState } from "react";
import { CategoryDisclosures } from "@/components/site-header/category-disclosures";
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
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "@/components/ui/navigation-menu";
import { type NavData, type NavLink } from "@/lib/navigation";
import { isSamePath } from "@/lib/routes";

function MenuLink({
  link,
  pathname,
  className,
}: {
  link: NavLink;
  pathname: string;
  className?: string;
}) {
  return (
    <NavigationMenuLink asChild active={isSamePath(pathname, link.href)}>
      <IntentLink
        {...desktopLinkProps(link, pathname)}
        className={className ?? navigationLinkClass}
      >
        {link.label}
      </IntentLink>
    </NavigationMenuLink>
  );
}

export type RadixMainNavProps = {
  nav: NavData;
  pathname: string;
  chevron: React.ReactNode;
  /** The trigger was used before this code arrived: open at once. */
  initiallyOpen?: boolean;
  /** The light nav's element that had focus when this replaced it. */
  focusKey?: string | null;
};

/** The desktop services dropdown's behaviour (Radix NavigationMenu), loaded on first use. */
export function RadixMainNav({
  nav,
  pathname,
  chevron,
  initiallyOpen = false,
  focusKey = null,
}: RadixMainNavProps) {
  const root = useRef<HTMLElement>(null);
  const [openValue, setOpenValue] = useState(initiallyOpen ? SERVICES_VALUE : "");
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const services = servicesOf(nav);
  const isServicesPage = isServicesPath(pathname, services);
  const [lastPathname, setLastPathname] = useState(pathname);

  // A route change closes the dropdown (docs/decisions/0003), also for back/forward navigation.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpenValue("");
    setExpandedId(null);
  }

  // Swapping in this tree replaced the focused element: give focus to its twin before paint.
  useLayoutEffect(() => {
    if (!focusKey) return;
    root.current?.querySelector<HTMLElement>(`[${NAV_KEY}="${CSS.escape(focusKey)}"]`)?.focus();
    // Only on arrival; later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleValueChange = (value: string) => {
    setOpenValue(value);
    if (!value) setExpandedId(null);
  };

  return (
    <NavigationMenu
      ref={root}
      aria-label={nav.label}
      value={openValue}
      onValueChange={handleValueChange}
      className="hidden lg:block"
    >
      <NavigationMenuList className={navListClass}>
        {nav.items.map((item) =>
          item.kind === "page" ? (
            <NavigationMenuItem key={item.link.href}>
              <MenuLink link={item.link} pathname={pathname} />
            </NavigationMenuItem>
          ) : (
            <NavigationMenuItem key={SERVICES_VALUE} value={SERVICES_VALUE} className="relative">
              <NavigationMenuTrigger
                aria-current={isServicesPage ? "true" : undefined}
                className={servicesTriggerClass(isServicesPage)}
                {...{ [NAV_KEY]: SERVICES_VALUE }}
              >
                {services.label}
                {chevron}
              </NavigationMenuTrigger>
              <NavigationMenuContent className="w-[340px] md:w-96">
                <div className="max-h-[75vh] overflow-y-auto overscroll-contain p-3">
                  <CategoryDisclosures
                    categories={services.categories}
                    expandedId={expandedId}
                    onExpandedChange={setExpandedId}
                    renderLink={(link) => (
                      <MenuLink
                        link={link}
                        pathname={pathname}
                        className="flex min-h-10 items-center rounded-button px-3 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                      />
                    )}
                  />
                  <div className="mt-2 border-t border-line pt-2">
                    <MenuLink
                      link={services.viewAll}
                      pathname={pathname}
                      className="flex min-h-11 items-center rounded-button px-3 font-semibold text-brand-700 hover:bg-brand-50"
                    />
                  </div>
                </div>
              </NavigationMenuContent>
            </NavigationMenuItem>
          ),
        )}
      </NavigationMenuList>
    </NavigationMenu>
  );
}

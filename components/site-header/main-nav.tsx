"use client";

import { ChevronDown } from "lucide-react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationLinkClass,
} from "@/components/ui/navigation-menu";
import { CategoryDisclosures } from "@/components/site-header/category-disclosures";
import { type NavData, type NavLink } from "@/lib/navigation";
import { isSamePath } from "@/lib/routes";
import { cn } from "@/lib/utils";

const SERVICES_VALUE = "services";

function MenuLink({
  link,
  pathname,
  className,
}: {
  link: NavLink;
  pathname: string;
  className?: string;
}) {
  const isCurrent = isSamePath(pathname, link.href);
  return (
    <NavigationMenuLink asChild active={isCurrent}>
      <NextLink
        href={link.href}
        aria-current={isCurrent ? "page" : undefined}
        className={className ?? navigationLinkClass}
      >
        {link.label}
      </NextLink>
    </NavigationMenuLink>
  );
}

/** Desktop navigation with the services dropdown (spec §2); hidden below the lg breakpoint. */
export function MainNav({ nav }: { nav: NavData }) {
  const pathname = usePathname();
  const [openValue, setOpenValue] = useState("");
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [lastPathname, setLastPathname] = useState(pathname);

  // A route change closes the dropdown (spec §2), also for back/forward navigation.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpenValue("");
    setExpandedId(null);
  }

  const handleValueChange = (value: string) => {
    setOpenValue(value);
    if (!value) setExpandedId(null);
  };

  const isServicesActive = `${pathname}/`.startsWith("/services/");

  return (
    <NavigationMenu
      aria-label={nav.label}
      value={openValue}
      onValueChange={handleValueChange}
      className="hidden lg:block"
    >
      <NavigationMenuList>
        {nav.before.map((link) => (
          <NavigationMenuItem key={link.href}>
            <MenuLink link={link} pathname={pathname} />
          </NavigationMenuItem>
        ))}
        <NavigationMenuItem value={SERVICES_VALUE} className="relative">
          <NavigationMenuTrigger className={cn(isServicesActive && "text-brand-700")}>
            {nav.servicesLabel}
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </NavigationMenuTrigger>
          <NavigationMenuContent className="w-[340px] md:w-96">
            <div className="max-h-[75vh] overflow-y-auto overscroll-contain p-3">
              <CategoryDisclosures
                categories={nav.categories}
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
                  link={nav.viewAll}
                  pathname={pathname}
                  className="flex min-h-11 items-center rounded-button px-3 font-semibold text-brand-700 hover:bg-brand-50"
                />
              </div>
            </div>
          </NavigationMenuContent>
        </NavigationMenuItem>
        {nav.after.map((link) => (
          <NavigationMenuItem key={link.href}>
            <MenuLink link={link} pathname={pathname} />
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}

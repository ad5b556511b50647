"use client";

import { Menu, Phone, X } from "lucide-react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { CategoryDisclosures } from "@/components/site-header/category-disclosures";
import { buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { type NavData, type NavLink } from "@/lib/navigation";
import { isSamePath } from "@/lib/routes";
import { cn } from "@/lib/utils";

type MobileMenuProps = {
  nav: NavData;
  logo: React.ReactNode;
  call: { href: string; label: string };
  labels: { open: string; close: string; title: string };
};

/** Below lg: call icon, centred logo and a toggle opening a full-width accordion panel. */
export function MobileMenu({ nav, logo, call, labels }: MobileMenuProps) {
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [lastPathname, setLastPathname] = useState(pathname);

  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setIsOpen(false);
  }

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) setExpandedId(null);
  };

  const close = () => handleOpenChange(false);

  const renderLink = (link: NavLink, className: string) => {
    const isCurrent = isSamePath(pathname, link.href);
    return (
      <NextLink
        href={link.href}
        onClick={close}
        aria-current={isCurrent ? "page" : undefined}
        className={className}
      >
        {link.label}
      </NextLink>
    );
  };

  const topLink =
    "flex min-h-12 items-center rounded-button px-3 text-lg font-semibold text-brand-900 hover:bg-brand-50 aria-[current=page]:text-brand-700";

  const callButton = (
    <a
      href={call.href}
      aria-label={call.label}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }))}
    >
      <Phone aria-hidden="true" />
    </a>
  );

  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-2 lg:hidden">
      {callButton}
      <div className="justify-self-center">{logo}</div>
      <Dialog open={isOpen} onOpenChange={handleOpenChange}>
        <DialogTrigger
          aria-label={labels.open}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }))}
        >
          <Menu aria-hidden="true" />
        </DialogTrigger>
        <DialogPortal>
          <DialogOverlay />
          <DialogContent
            aria-describedby={undefined}
            className="inset-0 flex w-full flex-col overflow-y-auto overscroll-contain data-[state=closed]:animate-none"
          >
            <div className="sticky top-0 z-10 border-b border-line bg-white px-4 py-2">
              <div className="grid grid-cols-[auto_1fr_auto] items-center gap-2">
                {callButton}
                <div className="justify-self-center">{logo}</div>
                <DialogClose
                  aria-label={labels.close}
                  className={cn(buttonVariants({ variant: "ghost", size: "icon" }))}
                >
                  <X aria-hidden="true" />
                </DialogClose>
              </div>
            </div>
            <DialogTitle className="sr-only">{labels.title}</DialogTitle>
            <DialogDescription className="sr-only">{nav.label}</DialogDescription>
            <nav aria-label={nav.label} className="flex-1 px-4 py-4">
              <ul className="space-y-1">
                {nav.before.map((link) => (
                  <li key={link.href}>{renderLink(link, topLink)}</li>
                ))}
                <li className="border-y border-line py-2">
                  <p className="px-3 pt-1 pb-2 text-sm font-semibold tracking-wider text-muted uppercase">
                    {nav.servicesLabel}
                  </p>
                  <CategoryDisclosures
                    categories={nav.categories}
                    expandedId={expandedId}
                    onExpandedChange={setExpandedId}
                    renderLink={(link) =>
                      renderLink(
                        link,
                        "flex min-h-11 items-center rounded-button px-3 text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
                      )
                    }
                  />
                  {renderLink(
                    nav.viewAllMobile,
                    "mt-1 flex min-h-11 items-center rounded-button px-3 font-semibold text-brand-700 hover:bg-brand-50",
                  )}
                </li>
                {nav.after.map((link) => (
                  <li key={link.href}>{renderLink(link, topLink)}</li>
                ))}
              </ul>
              <div className="mt-6">
                {renderLink(nav.quote, cn(buttonVariants({ size: "lg" }), "w-full"))}
              </div>
            </nav>
          </DialogContent>
        </DialogPortal>
      </Dialog>
    </div>
  );
}

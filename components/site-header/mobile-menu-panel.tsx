"use client";

import { Icon } from "@/components/icon";
import { IntentLink } from "@/components/intent-link";
import { LanguageSwitch } from "@/components/language-switch";
import { CategoryDisclosures } from "@/components/site-header/category-disclosures";
import { buttonVariants } from "@/components/ui/button";
import * as Dialog from "@/components/ui/dialog";
import { type NavData, type NavLink } from "@/lib/nav/navigation";
import { isSamePath } from "@/lib/nav/hrefs";
import { cn } from "@/lib/site/utils";

export type MobileMenuPanelProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the panel closes: the toggle. */
  onClosed: () => void;
  nav: NavData;
  logo: React.ReactNode;
  call: { href: string; label: string };
  labels: { close: string; title: string };
  pathname: string;
  expandedId: string | null;
  onExpandedChange: (id: string | null) => void;
};

const topLink =
  "flex min-h-12 items-center rounded-button px-3 text-lg font-semibold text-brand-900 hover:bg-brand-50 aria-[current=page]:text-brand-700";
const serviceLink =
  "flex min-h-11 items-center rounded-button px-3 text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";
const iconButton = buttonVariants({ variant: "ghost", size: "icon" });

/**
 * The full-width panel (Radix Dialog: focus trap, Escape, scroll lock). Loaded only when
 * the browser is idle or the toggle is first used, so no page pays for it up front.
 */
export function MobileMenuPanel({
  isOpen,
  onOpenChange,
  onClosed,
  nav,
  logo,
  call,
  labels,
  pathname,
  expandedId,
  onExpandedChange,
}: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);

  const renderLink = (link: NavLink, className: string) => (
    <IntentLink
      href={link.href}
      onClick={close}
      aria-current={isSamePath(pathname, link.href) ? "page" : undefined}
      className={className}
    >
      {link.label}
    </IntentLink>
  );

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Panel
        aria-describedby={undefined}
        onClosed={onClosed}
        className="inset-0 flex w-full flex-col overflow-y-auto overscroll-contain"
      >
        <div className="sticky top-0 z-10 border-b border-line bg-white px-4 py-2">
          <div className="grid grid-cols-[auto_1fr_auto] items-center gap-2">
            <a href={call.href} aria-label={call.label} className={iconButton}>
              <Icon name="phone" />
            </a>
            <div className="justify-self-center">{logo}</div>
            <Dialog.Close aria-label={labels.close} className={iconButton}>
              <Icon name="x" />
            </Dialog.Close>
          </div>
        </div>
        <Dialog.Title className="sr-only">{labels.title}</Dialog.Title>
        <Dialog.Description className="sr-only">{nav.label}</Dialog.Description>
        <nav aria-label={nav.label} className="flex-1 px-4 py-4">
          <ul className="space-y-1">
            {nav.items.map((item) =>
              item.kind === "page" ? (
                <li key={item.link.href}>{renderLink(item.link, topLink)}</li>
              ) : (
                <li key="services" className="border-y border-line py-2">
                  <p className="px-3 pt-1 pb-2 text-sm font-semibold tracking-wider text-muted uppercase">
                    {item.label}
                  </p>
                  <CategoryDisclosures
                    categories={item.categories}
                    expandedId={expandedId}
                    onExpandedChange={onExpandedChange}
                    renderLink={(link) => renderLink(link, serviceLink)}
                  />
                  {renderLink(
                    item.viewAllMobile,
                    cn(serviceLink, "mt-1 font-semibold text-brand-700"),
                  )}
                </li>
              ),
            )}
          </ul>
          <div className="mt-6">
            {renderLink(nav.quote, cn(buttonVariants({ size: "lg" }), "w-full"))}
          </div>
          <LanguageSwitch
            {...nav.language}
            className={cn(topLink, "mt-4 justify-center underline underline-offset-4")}
          />
        </nav>
      </Dialog.Panel>
    </Dialog.Root>
  );
}

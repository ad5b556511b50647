"use client";

import { Icon } from "@/components/icon";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { FOOTER_ID } from "@/lib/nav/anchors";
import { type NavData } from "@/lib/nav/navigation";

const loadPanel = () =>
  import("@/components/site-header/mobile-menu-panel").then((mod) => mod.MobileMenuPanel);
const MobileMenuPanel = dynamic(loadPanel, { ssr: false });

type MobileMenuProps = {
  nav: NavData;
  logo: React.ReactNode;
  call: { href: string; label: string };
  labels: { open: string; close: string; title: string };
};

const iconButton = buttonVariants({ variant: "ghost", size: "icon" });

/** Below lg: call icon, centred logo and a toggle opening a full-width accordion panel. */
export function MobileMenu({ nav, logo, call, labels }: MobileMenuProps) {
  const pathname = usePathname();
  const toggle = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Read when the closing panel hands back focus: a quick reopen must keep focus inside.
  const isOpenRef = useRef(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [lastPathname, setLastPathname] = useState(pathname);

  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setIsOpen(false);
  }
  useEffect(() => {
    isOpenRef.current = isOpen;
  }, [isOpen]);

  // Fetch the panel's code at the visitor's first touch, key or scroll while this toggle is
  // shown, so that a tap on it opens the menu at once. Not while the page is still loading (on
  // a phone its evaluation was a long task of its own), and never on a desktop, which shows
  // the toggle only if the window is narrowed.
  useEffect(() => {
    const events = ["pointerdown", "keydown", "scroll"] as const;
    const stop = () => events.forEach((type) => window.removeEventListener(type, prefetch));
    const prefetch = () => {
      if (toggle.current?.offsetParent == null) return;
      stop();
      void loadPanel();
    };
    events.forEach((type) => window.addEventListener(type, prefetch, { passive: true }));
    return stop;
  }, []);

  // Escape closes the menu even in the moment before the panel's code has arrived.
  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      isOpenRef.current = false;
      setIsOpen(false);
      setExpandedId(null);
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [isOpen]);

  const handleOpenChange = (open: boolean) => {
    isOpenRef.current = open;
    setIsOpen(open);
    if (open) setHasOpened(true);
    else setExpandedId(null);
  };

  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-2 lg:hidden">
      <a href={call.href} aria-label={call.label} className={iconButton}>
        <Icon name="phone" />
      </a>
      <div className="justify-self-center">{logo}</div>
      {/* Without JavaScript the panel cannot open: the toggle becomes a link to the footer,
          which lists every page (`noscript:` is `@media (scripting: none)`). */}
      <span className="hidden noscript:contents">
        <a href={`#${FOOTER_ID}`} aria-label={labels.open} className={iconButton}>
          <Icon name="menu" />
        </a>
      </span>
      <button
        ref={toggle}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        // The open panel covers this button and has its own close control in the same
        // place, so a second tap while the panel is still loading must not undo the first.
        onClick={() => handleOpenChange(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={`${iconButton} noscript:hidden`}
      >
        <Icon name="menu" />
      </button>
      {hasOpened ? (
        <MobileMenuPanel
          isOpen={isOpen}
          onOpenChange={handleOpenChange}
          onClosed={() => {
            if (!isOpenRef.current) toggle.current?.focus();
          }}
          nav={nav}
          logo={logo}
          call={call}
          labels={labels}
          pathname={pathname}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
        />
      ) : null}
    </div>
  );
}

import { IntentLink } from "@/components/intent-link";
import { Icon } from "@/components/icon";
import { LanguageSwitch } from "@/components/language-switch";
import { Logo } from "@/components/logo";
import { Container } from "@/components/layout/container";
import { HeaderShell } from "@/components/site-header/header-shell";
import { MainNav } from "@/components/site-header/main-nav";
import { MobileMenu } from "@/components/site-header/mobile-menu";
import { TopBar } from "@/components/site-header/top-bar";
import { buttonVariants } from "@/components/ui/button";
import { HEADER_END_ID } from "@/lib/nav/anchors";
import { getSite, getUi } from "@/lib/content";
import { getNavigation } from "@/lib/nav/navigation";
import { telHref } from "@/lib/nav/hrefs";
import { format } from "@/lib/site/utils";
import { type Locale } from "@/lib/schemas/locales";

export function SiteHeader({ locale }: { locale: Locale }) {
  const ui = getUi(locale);
  const site = getSite(locale);
  const nav = getNavigation(locale);
  const logo = <Logo locale={locale} />;
  return (
    <HeaderShell>
      {/* In <head> (React puts it there): no first paint before the parser has read the whole
          header (Chromium 124+). Painted half-read, its rows reflowed as the rest came in. */}
      <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
      <TopBar site={site} locale={locale} />
      <Container className="py-2 lg:py-3">
        <MobileMenu
          nav={nav}
          logo={logo}
          call={{
            href: telHref(site.phones.office.e164),
            label: format(ui.nav.callIcon, { phone: site.phones.office.display }),
          }}
          labels={{ open: ui.nav.openMenu, close: ui.nav.closeMenu, title: ui.nav.menuTitle }}
        />
        <div className="hidden items-center justify-between gap-6 lg:flex">
          {logo}
          <MainNav
            nav={nav}
            // Rendered here, on the server, so the island ships no icon code.
            chevron={
              <Icon
                name="chevron-down"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            }
          />
          <div className="flex items-center gap-4">
            <LanguageSwitch
              {...nav.language}
              className="rounded-button px-2 py-1 font-semibold text-brand-900 underline-offset-4 hover:underline"
            />
            <IntentLink href={nav.quote.href} className={buttonVariants({ variant: "primary" })}>
              {nav.quote.label}
            </IntentLink>
          </div>
        </div>
      </Container>
      {/* Last, and empty: reading its start tag means the header has been read. */}
      <span id={HEADER_END_ID} hidden />
    </HeaderShell>
  );
}

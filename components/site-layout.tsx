import { ErrorLabelsProvider } from "@/components/error-labels";
import { FloatingContactButtons } from "@/components/floating-contact-buttons";
import { HydrationSignal } from "@/components/hydration-signal";
import { JsonLd } from "@/components/json-ld";
import { CampaignCapture } from "@/components/notices/campaign-capture";
import { NoticeBar } from "@/components/notices/notice-bar";
import { PreviewBanner } from "@/components/preview-banner";
import { RouteProgress } from "@/components/route-progress";
import { ScrollToTop } from "@/components/scroll-to-top";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { getCampaignLines, getUi, router } from "@/lib/content";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";
import { businessJsonLd } from "@/lib/site/seo";

/** The document every page of one language shares: each language has its own root layout. */
export function SiteLayout({
  locale,
  fontClassName,
  children,
}: {
  locale: Locale;
  /** The site font's CSS variable class, from app/fonts (next/font is loaded by the app). */
  fontClassName: string;
  children: React.ReactNode;
}) {
  const ui = getUi(locale);
  return (
    <html lang={HTML_LANG[locale]} className={fontClassName}>
      <body className="flex min-h-dvh flex-col">
        {/* Moved above the viewport rather than clipped, so when focused it shows whole. */}
        <a
          href="#main"
          className="fixed top-3 left-3 z-[70] -translate-y-[calc(100%+1.5rem)] rounded-button bg-accent-400 px-4 py-3 font-semibold text-ink focus:translate-y-0 motion-safe:transition-transform"
        >
          {ui.skipLink}
        </a>
        <PreviewBanner locale={locale} />
        <NoticeBar locale={locale} spot="everywhere" />
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <ErrorLabelsProvider labels={{ ...ui.error, homeHref: router.page("home", locale) }}>
            {children}
          </ErrorLabelsProvider>
          {/* Inside main, so the spinner is never content outside a landmark. */}
          <RouteProgress label={ui.loading} />
        </main>
        <SiteFooter locale={locale} />
        <FloatingContactButtons locale={locale} />
        <ScrollToTop />
        <CampaignCapture codes={Object.keys(getCampaignLines(locale))} />
        <HydrationSignal />
        <JsonLd data={businessJsonLd(locale)} />
      </body>
    </html>
  );
}

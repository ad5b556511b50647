import "./globals.css";
import { type Metadata, type Viewport } from "next";
import { inter } from "@/app/fonts";
import { JsonLd } from "@/components/json-ld";
import { FloatingContactButtons } from "@/components/floating-contact-buttons";
import { RouteProgress } from "@/components/route-progress";
import { ScrollToTop } from "@/components/scroll-to-top";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { ui } from "@/content/ui";
import { businessJsonLd, rootMetadata } from "@/lib/seo";

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = {
  themeColor: "#0c2d44",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={ui.locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-button bg-accent-400 px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {ui.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <FloatingContactButtons />
        <ScrollToTop />
        <RouteProgress label={ui.loading} />
        <JsonLd data={businessJsonLd()} />
      </body>
    </html>
  );
}

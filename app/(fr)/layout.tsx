import "../globals.css";
import { type Metadata, type Viewport } from "next";
import { inter } from "@/app/fonts";
import { SiteLayout } from "@/components/site-layout";
import { rootMetadata } from "@/lib/site/seo";

export const metadata: Metadata = rootMetadata("fr");

export const viewport: Viewport = {
  themeColor: "#0c2d44",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteLayout locale="fr" fontClassName={inter.variable}>
      {children}
    </SiteLayout>
  );
}

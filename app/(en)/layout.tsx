import "../globals.css";
import { type Metadata, type Viewport } from "next";
import { inter } from "@/app/fonts";
import { SiteLayout } from "@/components/site-layout";
import { rootMetadata } from "@/lib/site/seo";

export const metadata: Metadata = rootMetadata("en");

export const viewport: Viewport = {
  themeColor: "#0c2d44",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteLayout locale="en" fontClassName={inter.variable}>
      {children}
    </SiteLayout>
  );
}

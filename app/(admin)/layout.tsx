import "../globals.css";
import { type Metadata } from "next";
import { inter } from "@/app/fonts";

// The team's own pages next to the CMS: English like the CMS, never indexed, in no sitemap.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA" className={inter.variable}>
      <body className="min-h-dvh bg-white text-ink">{children}</body>
    </html>
  );
}

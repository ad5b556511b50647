import "./globals.css";
import { type Metadata } from "next";

export const metadata: Metadata = {
  title: "Framework floor",
  description:
    "A one-page Next.js static export with the site's Next, React and Tailwind versions, measured beside the site.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-white text-slate-900 antialiased">{children}</body>
    </html>
  );
}

import { SitemapPage } from "@/components/pages/sitemap-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("sitemap", "en");

export default function Page() {
  setRequestLocale("en");
  return <SitemapPage />;
}

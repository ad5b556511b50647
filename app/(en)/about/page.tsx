import { AboutPage } from "@/components/pages/about-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("about", "en");

export default function Page() {
  setRequestLocale("en");
  return <AboutPage />;
}

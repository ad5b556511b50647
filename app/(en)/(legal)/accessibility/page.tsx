import { LegalPage } from "@/components/pages/legal-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("accessibility", "en");

export default function Page() {
  setRequestLocale("en");
  return <LegalPage slug="accessibility" />;
}

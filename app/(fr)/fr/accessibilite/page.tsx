import { LegalPage } from "@/components/pages/legal-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

// Folder names are the French slugs of content/shared/routes.yml (a test keeps them in step).
export const metadata = metadataFor("accessibility", "fr");

export default function Page() {
  setRequestLocale("fr");
  return <LegalPage slug="accessibility" />;
}

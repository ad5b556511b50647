import { LegalDocument } from "@/components/legal-document";
import { ui } from "@/content/ui";
import { getLegalDocument } from "@/lib/content";
import { ROUTES } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo";

const document = getLegalDocument("privacy-policy");

export const metadata = buildMetadata({ ...document.meta, path: ROUTES.privacy });

export default function PrivacyPolicyPage() {
  return <LegalDocument document={document} updatedLabel={ui.legal.updated} />;
}

import { LegalDocument } from "@/components/legal-document";
import { ui } from "@/content/ui";
import { getLegalDocument } from "@/lib/content";
import { ROUTES } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo";

const document = getLegalDocument("terms-and-conditions");

export const metadata = buildMetadata({ ...document.meta, path: ROUTES.terms });

export default function TermsAndConditionsPage() {
  return <LegalDocument document={document} updatedLabel={ui.legal.updated} />;
}

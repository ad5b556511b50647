import { LegalDocument } from "@/components/legal-document";
import { ProcessLink } from "@/components/process-link";
import { getLegalDocument, type LegalSlug } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/** The legal pages that lead to “Your project, step by step” (the warranty and its claims). */
const LEAD_TO_PROCESS: readonly LegalSlug[] = ["terms-and-conditions", "refund-policy"];

/** A legal page (terms, privacy, refund, accessibility) in the given language. */
export function LegalPage({ slug, locale }: { slug: LegalSlug; locale: Locale }) {
  return (
    <LegalDocument document={getLegalDocument(slug, locale)} locale={locale}>
      {LEAD_TO_PROCESS.includes(slug) ? <ProcessLink locale={locale} /> : null}
    </LegalDocument>
  );
}

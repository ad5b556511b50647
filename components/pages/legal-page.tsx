import { LegalDocument } from "@/components/legal-document";
import { getLegalDocument, getUi, type LegalSlug } from "@/lib/content";
import { HTML_LANG } from "@/lib/i18n";
import { type Locale } from "@/lib/schemas/locales";

/** A legal page (terms, privacy, refund, accessibility) in the given language. */
export function LegalPage({ slug, locale }: { slug: LegalSlug; locale: Locale }) {
  return (
    <LegalDocument
      document={getLegalDocument(slug, locale)}
      updatedLabel={getUi(locale).legal.updated}
      dateLocale={HTML_LANG[locale]}
    />
  );
}

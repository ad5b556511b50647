import { LegalDocument } from "@/components/legal-document";
import { getLegalDocument, getRequestLocale, getUi, type LegalSlug } from "@/lib/content";
import { HTML_LANG } from "@/lib/i18n";

/** Terms, privacy or refund policy, in the language being rendered. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const locale = getRequestLocale();
  return (
    <LegalDocument
      document={getLegalDocument(slug, locale)}
      updatedLabel={getUi(locale).legal.updated}
      dateLocale={HTML_LANG[locale]}
    />
  );
}

import { staticPage } from "@/app/_pages/define";
import { LegalPage } from "@/components/pages/legal-page";
import { getLegalDocument, type LegalSlug } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { type PageKey } from "@/lib/schemas/routes";

/** A legal page: its route key, and the Markdown document (content/legal/<slug>.*.md) it shows. */
export function legalPage(key: PageKey, slug: LegalSlug) {
  return staticPage(
    key,
    function Legal({ locale }: { locale: Locale }) {
      return <LegalPage slug={slug} locale={locale} />;
    },
    (locale) => getLegalDocument(slug, locale).meta,
  );
}

import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { getUi, type LegalDocument as LegalDocumentData } from "@/lib/content";
import { RichText } from "@/components/rich-text";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";

/** The three legal pages share this prose layout; the body is the document's Markdown. */
export function LegalDocument({
  document,
  locale,
  note,
  children,
}: {
  document: Pick<LegalDocumentData, "title" | "intro" | "lastUpdated" | "html">;
  locale: Locale;
  /** Above the text: a stand-in's label. */
  note?: React.ReactNode;
  /** Below the text: links to related pages. */
  children?: React.ReactNode;
}) {
  const dateLocale = HTML_LANG[locale];
  const updated = new Date(`${document.lastUpdated}T12:00:00Z`).toLocaleDateString(dateLocale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <>
      <PageHeader title={document.title} intro={document.intro} />
      <Container className="py-16">
        <div className="max-w-3xl">
          {note}
          <p className="text-base text-muted">
            {getUi(locale).legal.updated} <time dateTime={document.lastUpdated}>{updated}</time>
          </p>
          <RichText html={document.html} className="mt-6 [&_h2]:mt-6" />
          {children}
        </div>
      </Container>
    </>
  );
}

import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { type LegalDocument as LegalDocumentData } from "@/lib/content";
import { RichText } from "@/components/rich-text";

/** The three legal pages share this prose layout; the body is the document's Markdown. */
export function LegalDocument({
  document,
  updatedLabel,
  dateLocale,
  note,
  children,
}: {
  document: Pick<LegalDocumentData, "title" | "intro" | "lastUpdated" | "html">;
  updatedLabel: string;
  /** BCP 47 tag the "last updated" date is written in, e.g. "en-CA". */
  dateLocale: string;
  /** Above the text: a stand-in's label. */
  note?: React.ReactNode;
  /** Below the text: links to related pages. */
  children?: React.ReactNode;
}) {
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
            {updatedLabel} <time dateTime={document.lastUpdated}>{updated}</time>
          </p>
          <RichText html={document.html} className="mt-6 [&_h2]:mt-6" />
          {children}
        </div>
      </Container>
    </>
  );
}

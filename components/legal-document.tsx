import { Container, PageHeader } from "@/components/section";
import { type LegalDocument as LegalDocumentData } from "@/lib/schemas";

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The three legal pages share this prose layout; headings get anchors for deep links. */
export function LegalDocument({
  document,
  updatedLabel,
}: {
  document: LegalDocumentData;
  updatedLabel: string;
}) {
  const updated = new Date(`${document.lastUpdated}T12:00:00Z`).toLocaleDateString("en-CA", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <>
      <PageHeader title={document.title} intro={document.intro} />
      <Container className="py-16">
        <div className="max-w-3xl text-lg leading-relaxed text-ink">
          <p className="text-base text-muted">
            {updatedLabel} <time dateTime={document.lastUpdated}>{updated}</time>
          </p>
          {document.sections.map((section) => (
            <section
              key={section.heading}
              aria-labelledby={slugify(section.heading)}
              className="mt-10"
            >
              <h2 id={slugify(section.heading)} className="text-2xl font-bold text-brand-900">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-600">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

import { LegalDocument } from "@/components/legal-document";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { getProcess, getUi } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/**
 * “Your project, step by step” (docs/decisions/0018): the team's text, with the warranty's
 * length from its one value and the claim link prefilled; labelled while its promises are
 * stand-ins (docs/decisions/0014).
 */
export function ProcessPage({ locale }: { locale: Locale }) {
  const document = getProcess(locale);
  const ui = getUi(locale);
  return (
    <LegalDocument
      document={document}
      locale={locale}
      note={document.standIn ? <ExamplesNote note={ui.process.standIn} className="mb-6" /> : null}
    />
  );
}

import { CtaButtons } from "@/components/cta-buttons";
import { Container } from "@/components/layout/container";
import { getHome } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/** The closing call-to-action band of a page (the home page's closing words): quote form, phone
 * and WhatsApp with the preset greeting (docs/decisions/0005). */
export function QuoteCta({ id, locale }: { id: string; locale: Locale }) {
  const { heading, body } = getHome(locale).closingCta;
  return (
    <section aria-labelledby={id} className="bg-brand-700 py-16 text-white">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{body}</p>
        </div>
        <CtaButtons locale={locale} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap" />
      </Container>
    </section>
  );
}

import { QuoteCta } from "@/components/quote-cta";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { getHome, getPages, getSite, getTestimonials } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

export function TestimonialsPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).testimonials;
  const closing = getHome(locale).closingCta;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-16">
        <ExamplesNote note={page.note} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {getTestimonials(locale).map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} locale={locale} />
            </li>
          ))}
        </ul>
      </Container>
      <QuoteCta
        id="testimonials-cta-heading"
        heading={closing.heading}
        body={closing.body}
        site={getSite(locale)}
        locale={locale}
      />
    </>
  );
}

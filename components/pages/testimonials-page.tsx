import { QuoteCta } from "@/components/quote-cta";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { ItemList } from "@/components/item-list";
import { getPages, getTestimonials } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

export function TestimonialsPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).testimonials;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-16">
        <ExamplesNote note={page.note} />
        <ItemList
          className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          items={getTestimonials(locale)}
          render={(testimonial) => <TestimonialCard testimonial={testimonial} locale={locale} />}
        />
      </Container>
      <QuoteCta id="testimonials-cta-heading" locale={locale} />
    </>
  );
}

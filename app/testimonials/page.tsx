import { Info } from "lucide-react";
import { QuoteCta } from "@/components/quote-cta";
import { Container, PageHeader } from "@/components/section";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { getHome, getPages, getSite, getTestimonials } from "@/lib/content";
import { ROUTES } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo";

const page = getPages().testimonials;

export const metadata = buildMetadata({ ...page.meta, path: ROUTES.testimonials });

export default function TestimonialsPage() {
  const closing = getHome().closingCta;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-16">
        <p className="flex max-w-3xl gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 text-brand-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {page.note}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {getTestimonials().map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Container>
      <QuoteCta
        id="testimonials-cta-heading"
        heading={closing.heading}
        body={closing.body}
        site={getSite()}
      />
    </>
  );
}

import { IntentLink } from "@/components/intent-link";
import { Container } from "@/components/layout/container";
import { SectionHeading } from "@/components/layout/section-heading";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { buttonVariants } from "@/components/ui/button";
import { type Home, type Testimonial } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type TestimonialsPreviewProps = {
  block: Home["testimonials"];
  testimonials: Testimonial[];
  /** The same words /testimonials/ shows: these are examples, not verified reviews. */
  note: string;
  locale: Locale;
};

export function TestimonialsPreview({
  block,
  testimonials,
  note,
  locale,
}: TestimonialsPreviewProps) {
  return (
    <section aria-labelledby="testimonials-preview-heading" className="bg-surface py-20">
      <Container>
        <SectionHeading
          id="testimonials-preview-heading"
          title={block.heading}
          intro={block.intro}
        />
        <ExamplesNote note={note} className="mx-auto mt-8" />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} locale={locale} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <IntentLink
            href={block.cta.href}
            className={buttonVariants({ variant: "outlineBrand", size: "lg" })}
          >
            {block.cta.label}
          </IntentLink>
        </div>
      </Container>
    </section>
  );
}

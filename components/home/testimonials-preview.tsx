import NextLink from "next/link";
import { Container, SectionHeading } from "@/components/section";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { buttonVariants } from "@/components/ui/button";
import { type Home, type Testimonial } from "@/lib/schemas";

type TestimonialsPreviewProps = { block: Home["testimonials"]; testimonials: Testimonial[] };

export function TestimonialsPreview({ block, testimonials }: TestimonialsPreviewProps) {
  return (
    <section aria-labelledby="testimonials-preview-heading" className="bg-surface py-20">
      <Container>
        <SectionHeading
          id="testimonials-preview-heading"
          title={block.heading}
          intro={block.intro}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <NextLink
            href={block.cta.href}
            className={buttonVariants({ variant: "outlineBrand", size: "lg" })}
          >
            {block.cta.label}
          </NextLink>
        </div>
      </Container>
    </section>
  );
}

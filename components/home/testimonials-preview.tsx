import { Band } from "@/components/layout/band";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { ItemList } from "@/components/item-list";
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
    <Band
      id="testimonials-preview-heading"
      block={block}
      className="bg-surface py-20"
      button="outlineBrand"
    >
      <ExamplesNote note={note} className="mx-auto mt-8" />
      <ItemList
        className="mt-10 grid gap-6 lg:grid-cols-3"
        items={testimonials}
        render={(testimonial) => <TestimonialCard testimonial={testimonial} locale={locale} />}
      />
    </Band>
  );
}

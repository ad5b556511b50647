import { Icon } from "@/components/icon";
import { StarRating } from "@/components/testimonials/star-rating";
import { getUi, type Testimonial } from "@/lib/content";
import { format } from "@/lib/locale/format";
import { type Locale } from "@/lib/schemas/locales";

type TestimonialCardProps = { testimonial: Testimonial; locale: Locale };

export function TestimonialCard({ testimonial, locale }: TestimonialCardProps) {
  const ui = getUi(locale);
  const details = [testimonial.projectType, testimonial.location].filter(Boolean).join(" · ");
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={testimonial.rating} locale={locale} />
        <Icon name="quote" className="size-8 text-brand-100" />
      </div>
      <blockquote className="mt-4 flex-1 text-ink">
        <p>{format(ui.testimonials.quote, { quote: testimonial.quote })}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4">
        <span className="block font-semibold text-brand-900">{testimonial.author}</span>
        {details ? <span className="block text-sm text-muted">{details}</span> : null}
      </figcaption>
    </figure>
  );
}

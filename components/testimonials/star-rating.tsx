import { Icon } from "@/components/icon";
import { cn, format } from "@/lib/site/utils";
import { getUi } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

const MAX_RATING = 5;

/** Filled and empty stars out of five; one accessible label carries the figure. */
type StarRatingProps = { rating: number; locale: Locale; className?: string };

export function StarRating({ rating, locale, className }: StarRatingProps) {
  const ui = getUi(locale);
  return (
    <p
      role="img"
      aria-label={format(ui.testimonials.rating, { rating })}
      className={cn("flex gap-0.5", className)}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Icon
          name="star"
          key={index}
          aria-hidden="true"
          data-filled={index < rating}
          className={cn(
            "size-5",
            index < rating ? "fill-accent-400 text-accent-500" : "fill-none text-muted/50",
          )}
        />
      ))}
    </p>
  );
}

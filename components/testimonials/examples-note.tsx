import { Icon } from "@/components/icon";
import { cn } from "@/lib/site/utils";

/**
 * Says the testimonials are representative examples, not verified reviews: wherever they
 * are shown, so no page presents them as what real clients said (Competition Act).
 */
export function ExamplesNote({ note, className }: { note: string; className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        "flex max-w-3xl gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 text-left text-brand-900",
        className,
      )}
    >
      <Icon name="info" className="mt-0.5 size-5 shrink-0" />
      {note}
    </p>
  );
}

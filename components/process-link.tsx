import { IntentLink } from "@/components/intent-link";
import { getProcess, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { cn } from "@/lib/site/utils";

/** A sentence leading to “Your project, step by step” (services, terms, refund policy). */
export function ProcessLink({ locale, className }: { locale: Locale; className?: string }) {
  return (
    <p className={cn("mt-8", className)}>
      {getUi(locale).process.lead}{" "}
      <IntentLink
        href={router.page("process", locale)}
        className="font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {getProcess(locale).title}
      </IntentLink>
    </p>
  );
}

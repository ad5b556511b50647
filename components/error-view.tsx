"use client";

import { IntentLink } from "@/components/intent-link";
import { useErrorLabels } from "@/components/error-labels";
import { Button, buttonVariants } from "@/components/ui/button";

type ErrorProps = { error: Error & { digest?: string; status?: number }; reset: () => void };

/** The generic fallback for unexpected application errors, in the page's language
 * (docs/decisions/0004). */
export function ErrorView({ error, reset }: ErrorProps) {
  const labels = useErrorLabels();
  const detail = error.status ? String(error.status) : error.message || error.digest;
  return (
    // Container's classes written out: this boundary ships with every page, and Container's
    // class merging (tailwind-merge) would ship with it.
    <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-brand-900">{labels.heading}</h1>
      {detail ? <p className="mt-4 text-lg text-muted">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button variant="brand" onClick={reset}>
          {labels.retry}
        </Button>
        <IntentLink href={labels.homeHref} className={buttonVariants({ variant: "outlineBrand" })}>
          {labels.home}
        </IntentLink>
      </div>
    </div>
  );
}

import { createElement } from "react";
import { IntentLink } from "@/components/intent-link";
import { Container } from "@/components/layout/container";
import { beside } from "@/components/layout/section";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/site/utils";

type BandProps = {
  id: string;
  /** The band's words in the content; its link, when it has one, is a button below. */
  block: { heading: string; intro?: string; cta?: { href: string; label: string } };
  button?: "brand" | "outlineBrand";
  className: string;
  children: React.ReactNode;
};

/** A full-width band of the home page (and the About page's reasons), its heading centred. */
export function Band({ id, block, button, className, children }: BandProps) {
  const { heading, intro, cta } = block;
  return (
    <section aria-labelledby={id} className={className}>
      {createElement(
        Container,
        null,
        <div className={cn("max-w-3xl", "mx-auto text-center")}>
          <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
        </div>,
        ...beside(children),
        cta && button ? (
          <div className="mt-10 text-center">
            <IntentLink href={cta.href} className={buttonVariants({ variant: button, size: "lg" })}>
              {cta.label}
            </IntentLink>
          </div>
        ) : null,
      )}
    </section>
  );
}

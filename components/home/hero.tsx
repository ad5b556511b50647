import { IntentLink } from "@/components/intent-link";
import { Photo } from "@/components/photo";
import { Container } from "@/components/layout/container";
import { buttonVariants } from "@/components/ui/button";

import { cn } from "@/lib/site/utils";
import { type Home } from "@/lib/content";

export function Hero({ hero }: { hero: Home["hero"] }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-900"
    >
      <Photo photo={hero.photo} sizes="100vw" preload className="absolute inset-0 -z-10" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40"
      />
      <Container className="py-20 sm:py-28 lg:py-36">
        <div className="max-w-2xl text-white">
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 text-lg text-footer-text sm:text-xl">{hero.intro}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <IntentLink href={hero.primaryCta.href} className={buttonVariants({ size: "lg" })}>
              {hero.primaryCta.label}
            </IntentLink>
            <IntentLink
              href={hero.secondaryCta.href}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "text-white")}
            >
              {hero.secondaryCta.label}
            </IntentLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

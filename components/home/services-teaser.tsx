import { IntentLink } from "@/components/intent-link";
import { Container } from "@/components/layout/container";
import { SectionHeading } from "@/components/layout/section-heading";
import { ServiceCard } from "@/components/services/service-card";
import { buttonVariants } from "@/components/ui/button";
import { type Home, type ResolvedService } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type ServicesTeaserProps = {
  teaser: Home["servicesTeaser"];
  services: ResolvedService[];
  locale: Locale;
};

export function ServicesTeaser({ teaser, services, locale }: ServicesTeaserProps) {
  return (
    <section aria-labelledby="services-teaser-heading" className="bg-surface py-20">
      <Container>
        <SectionHeading id="services-teaser-heading" title={teaser.heading} intro={teaser.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.href}>
              <ServiceCard service={service} locale={locale} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <IntentLink
            href={teaser.cta.href}
            className={buttonVariants({ variant: "brand", size: "lg" })}
          >
            {teaser.cta.label}
          </IntentLink>
        </div>
      </Container>
    </section>
  );
}

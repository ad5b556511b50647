import { IntentLink } from "@/components/intent-link";
import { Icon } from "@/components/icon";
import { Photo } from "@/components/photo";
import { getUi } from "@/lib/content";
import { type ResolvedService } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type ServiceCardProps = { service: ResolvedService; locale: Locale; headingLevel?: "h3" | "h2" };

/** A whole-card link would read the entire card aloud; the heading link is stretched instead. */
export function ServiceCard({ service, locale, headingLevel: Heading = "h3" }: ServiceCardProps) {
  const ui = getUi(locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg">
      <Photo
        photo={service.heroPhoto}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[8/5]"
        imageClassName="transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
      />
      <div className="flex flex-1 flex-col p-6">
        <span className="grid size-11 place-items-center rounded-button bg-brand-50 text-brand-700">
          <Icon name={service.icon} className="size-6" />
        </span>
        <Heading className="mt-4 text-xl font-bold text-brand-900">
          <IntentLink href={service.href} className="after:absolute after:inset-0">
            {service.name}
          </IntentLink>
        </Heading>
        {service.shortDescription ? (
          <p className="mt-2 flex-1 text-muted">{service.shortDescription}</p>
        ) : null}
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700"
        >
          {ui.services.learnMore}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0"
          />
        </span>
      </div>
    </article>
  );
}

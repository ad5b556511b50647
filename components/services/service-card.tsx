import { CardFrame } from "@/components/card-frame";
import { CardPhoto } from "@/components/card-photo";
import { Icon } from "@/components/icon";
import { getUi, type ResolvedService } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type ServiceCardProps = { service: ResolvedService; locale: Locale; headingLevel?: "h3" | "h2" };

/** A service at a glance: its hero photo, icon, name (the link) and short description. */
export function ServiceCard({ service, locale, headingLevel = "h3" }: ServiceCardProps) {
  return (
    <CardFrame
      href={service.href}
      title={service.name}
      headingLevel={headingLevel}
      photo={<CardPhoto photo={service.heroPhoto} aspect="aspect-[8/5]" zoom />}
      top={
        <span className="grid size-11 place-items-center rounded-button bg-brand-50 text-brand-700">
          <Icon name={service.icon} className="size-6" />
        </span>
      }
      tall
      summary={service.shortDescription}
      more={getUi(locale).services.learnMore}
    />
  );
}

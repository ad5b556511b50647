import { Band } from "@/components/layout/band";
import { ServiceCard } from "@/components/services/service-card";
import { ItemList } from "@/components/item-list";
import { type Home, type ResolvedService } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type ServicesTeaserProps = {
  teaser: Home["servicesTeaser"];
  services: ResolvedService[];
  locale: Locale;
};

export function ServicesTeaser({ teaser, services, locale }: ServicesTeaserProps) {
  return (
    <Band id="services-teaser-heading" block={teaser} className="bg-surface py-20" button="brand">
      <ItemList
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        items={services}
        render={(service) => <ServiceCard service={service} locale={locale} />}
        keyOf={(service) => service.href}
      />
    </Band>
  );
}

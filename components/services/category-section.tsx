import { Icon } from "@/components/icon";
import { Container } from "@/components/layout/container";
import { ServiceCard } from "@/components/services/service-card";
import { ItemList } from "@/components/item-list";

import { cn } from "@/lib/site/utils";
import { type ResolvedService, type ServiceCategory } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type CategorySectionProps = {
  category: ServiceCategory;
  services: ResolvedService[];
  locale: Locale;
  className?: string;
};

export function CategorySection({ category, services, locale, className }: CategorySectionProps) {
  const headingId = `${category.id}-heading`;
  return (
    <section id={category.anchor} aria-labelledby={headingId} className={cn("py-16", className)}>
      <Container>
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-button bg-brand-600 text-white">
            <Icon name={category.icon} className="size-6" />
          </span>
          <div className="max-w-3xl">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
              {category.name}
            </h2>
            <p className="mt-2 text-lg text-muted">{category.intro}</p>
          </div>
        </div>
        <ItemList
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={services}
          render={(service) => <ServiceCard service={service} locale={locale} />}
        />
      </Container>
    </section>
  );
}

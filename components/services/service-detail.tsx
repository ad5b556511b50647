import { CtaButtons } from "@/components/cta-buttons";
import { Icon } from "@/components/icon";
import { Photo } from "@/components/photo";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { ProcessLink } from "@/components/process-link";
import { Breadcrumb, type Crumb } from "@/components/services/breadcrumb";
import { RecentWork } from "@/components/projects/recent-work";
import { ServiceCard } from "@/components/services/service-card";
import { format } from "@/lib/site/utils";
import { inSentence } from "@/lib/locale/format";
import { IntentLink } from "@/components/intent-link";
import { getUi, type ResolvedService, router } from "@/lib/content";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/layout/section";
import { ItemList } from "@/components/item-list";
import { type Locale } from "@/lib/schemas/locales";

type ServiceDetailProps = {
  service: ResolvedService;
  related: ResolvedService[];
  crumbs: Crumb[];
  locale: Locale;
  /** Sections shown after the description and before the related services. */
  children?: React.ReactNode;
};

/** The detail page of any catalogue service; fallbacks are applied before it gets here. */
export function ServiceDetail({ service, related, crumbs, locale, children }: ServiceDetailProps) {
  const ui = getUi(locale);
  return (
    <>
      <PageHeader title={service.name} intro={service.shortDescription}>
        <Breadcrumb crumbs={crumbs} locale={locale} />
      </PageHeader>
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_380px]">
        <div>
          <Photo
            photo={service.heroPhoto}
            sizes="(min-width: 1024px) 60vw, 100vw"
            preload
            className="aspect-video rounded-card"
          />
          <Section id="overview-heading" heading={ui.service.overview} className="mt-10">
            <RichText html={service.longDescriptionHtml} className="mt-4" />
            <ProcessLink locale={locale} className="mt-6" />
          </Section>
          {service.detailPhoto ? (
            <Photo
              photo={service.detailPhoto}
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="mt-10 aspect-video rounded-card"
            />
          ) : null}
        </div>
        <aside className="space-y-8 lg:sticky lg:top-28 lg:self-start">
          <section aria-labelledby="highlights-heading" className="rounded-card bg-surface p-6">
            <h2 id="highlights-heading" className="text-xl font-bold text-brand-900">
              {ui.service.highlights}
            </h2>
            <ul className="mt-4 space-y-3">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="quote-cta-heading"
            className="rounded-card bg-brand-900 p-6 text-white"
          >
            <h2 id="quote-cta-heading" className="text-xl font-bold">
              {format(ui.service.quoteHeading, {
                name: service.name,
                nameInSentence: inSentence(service.name, locale),
              })}
            </h2>
            <p className="mt-2 text-footer-text">{ui.service.quoteBody}</p>
            <CtaButtons locale={locale} service={service.id} className="mt-6 flex flex-col gap-3" />
            <IntentLink
              href={router.page("prices", locale)}
              className="mt-4 inline-block rounded-sm text-white underline hover:text-accent-400"
            >
              {ui.prices.link}
            </IntentLink>
          </section>
        </aside>
      </Container>
      {children}
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-surface py-16">
          <Container>
            <h2 id="related-heading" className="text-3xl font-bold tracking-tight text-brand-900">
              {ui.service.related}
            </h2>
            <ItemList
              className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              items={related}
              render={(item) => <ServiceCard service={item} locale={locale} />}
            />
          </Container>
        </section>
      ) : null}
      <RecentWork serviceId={service.id} locale={locale} />
    </>
  );
}

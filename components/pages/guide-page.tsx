import { notFound } from "next/navigation";
import { TextLink } from "@/components/text-link";
import { JsonLd } from "@/components/json-ld";
import { Photo } from "@/components/photo";
import { QuoteCta } from "@/components/quote-cta";
import { RichText } from "@/components/rich-text";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { Breadcrumb } from "@/components/services/breadcrumb";
import { Section } from "@/components/layout/section";
import { ItemList } from "@/components/item-list";
import { getGuide, getUi } from "@/lib/content";
import { guideCrumbs } from "@/lib/nav/breadcrumbs";
import { format } from "@/lib/locale/format";
import { type Locale } from "@/lib/schemas/locales";
import { breadcrumbJsonLd } from "@/lib/site/seo";
import { guideJsonLd } from "@/lib/site/structured-data";

/** One guide: its byline, dates and reading time, its photo, the article, its services. */
export function GuidePage({ guideId, locale }: { guideId: string; locale: Locale }) {
  const guide = getGuide(guideId, locale);
  if (!guide) notFound();
  const labels = getUi(locale).guides;
  const crumbs = guideCrumbs(guide, locale);
  return (
    <>
      <JsonLd data={guideJsonLd(guide, locale)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <PageHeader title={guide.title} intro={guide.summary}>
        <Breadcrumb crumbs={crumbs} locale={locale} />
      </PageHeader>
      <Container className="py-12">
        <article className="max-w-3xl">
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div className="flex gap-1">
              <dt className="font-semibold text-muted">{labels.author}</dt>
              <dd className="font-semibold text-brand-900">
                {guide.author.role
                  ? `${guide.author.name}, ${guide.author.role}`
                  : guide.author.name}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-semibold text-muted">{labels.published}</dt>
              <dd>
                <time dateTime={guide.published}>{guide.publishedLabel}</time>
              </dd>
            </div>
            {guide.updated !== guide.published ? (
              <div className="flex gap-1">
                <dt className="font-semibold text-muted">{labels.updated}</dt>
                <dd>
                  <time dateTime={guide.updated}>{guide.updatedLabel}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-2 text-sm text-muted">
            {format(labels.readingTime, { minutes: guide.minutes })}
          </p>
          <Photo
            photo={guide.photo}
            sizes="(min-width: 768px) 768px, 100vw"
            preload
            className="mt-8 aspect-[3/2] rounded-card"
          />
          <RichText html={guide.html} className="mt-8" />
        </article>
        <Section id="guide-services-heading" heading={labels.services} className="mt-12 max-w-3xl">
          <ItemList
            className="mt-4 space-y-2 text-lg"
            items={guide.services}
            render={(service) => <TextLink href={service.href}>{service.name}</TextLink>}
          />
        </Section>
      </Container>
      <QuoteCta id="guide-cta-heading" locale={locale} />
    </>
  );
}

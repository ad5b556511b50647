import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { PhotoList } from "@/components/photo";
import { TextLink } from "@/components/text-link";
import { QuoteCta } from "@/components/quote-cta";
import { RichText } from "@/components/rich-text";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { BeforeAfter } from "@/components/projects/before-after";
import { Breadcrumb } from "@/components/services/breadcrumb";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { Section } from "@/components/layout/section";
import { ItemList } from "@/components/item-list";
import { getPages, getProject, getUi } from "@/lib/content";
import { projectCrumbs } from "@/lib/nav/breadcrumbs";
import { type Locale } from "@/lib/schemas/locales";
import { breadcrumbJsonLd, projectJsonLd } from "@/lib/site/seo";

type ProjectPageProps = { projectId: string; locale: Locale };

const COMPARE_SIZES = "(min-width: 1024px) 896px, 100vw";

/** One finished job: what, where and when, its before/after photos, its story. */
export function ProjectPage({ projectId, locale }: ProjectPageProps) {
  const project = getProject(projectId, locale);
  if (!project) notFound();
  const ui = getUi(locale).projects;
  const crumbs = projectCrumbs(project, locale);
  const facts = [
    { term: ui.completed, detail: project.month },
    { term: ui.area, detail: project.area },
    { term: ui.duration, detail: project.duration },
  ];
  return (
    <>
      {/* An example project is no job: search engines are told nothing of it (docs/decisions/0014). */}
      <JsonLd data={projectJsonLd(project, locale)} />
      <JsonLd data={project.standIn ? null : breadcrumbJsonLd(crumbs)} />
      <PageHeader title={project.title} intro={project.summary}>
        <Breadcrumb crumbs={crumbs} locale={locale} />
      </PageHeader>
      <Container className="py-12">
        {project.standIn ? <ExamplesNote note={ui.example} className="mb-8" /> : null}
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-sm font-semibold text-muted">{fact.term}</dt>
              <dd className="mt-1 font-semibold text-brand-900">{fact.detail}</dd>
            </div>
          ))}
          <div>
            <dt className="text-sm font-semibold text-muted">{ui.services}</dt>
            <dd className="mt-1">
              <ItemList
                className="space-y-1"
                items={project.services}
                render={(service) => <TextLink href={service.href}>{service.name}</TextLink>}
              />
            </dd>
          </div>
        </dl>
        <div className="mt-10 max-w-4xl space-y-10">
          {project.pairs.map((pair) => (
            <BeforeAfter
              key={pair.after.file}
              before={pair.before}
              after={pair.after}
              caption={pair.caption}
              labels={ui}
              sizes={COMPARE_SIZES}
            />
          ))}
        </div>
        <RichText html={project.storyHtml} className="mt-10 max-w-3xl" />
        {project.products.length > 0 ? (
          <Section id="products-heading" heading={ui.products} className="mt-12 max-w-3xl">
            <ul className="mt-4 list-disc space-y-2 pl-6 text-lg marker:text-brand-600">
              {project.products.map((product) => (
                <li key={product}>{product}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        {project.photos.length > 0 ? (
          <Section id="photos-heading" heading={ui.morePhotos} className="mt-12">
            <PhotoList
              photos={project.photos}
              sizes="(min-width: 640px) 50vw, 100vw"
              className="mt-6 grid items-start gap-6 sm:grid-cols-2"
              photoClassName="rounded-card"
              whole
            />
          </Section>
        ) : null}
        {project.testimonial ? (
          <Section id="client-heading" heading={ui.clientWords} className="mt-12 max-w-2xl">
            {/* The testimonials are representative examples: said wherever one is shown. */}
            <ExamplesNote note={getPages(locale).testimonials.note} className="mt-4" />
            <div className="mt-6">
              <TestimonialCard testimonial={project.testimonial} locale={locale} />
            </div>
          </Section>
        ) : null}
      </Container>
      <QuoteCta id="project-cta-heading" locale={locale} />
    </>
  );
}

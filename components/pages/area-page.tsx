import { notFound } from "next/navigation";
import { IntentLink } from "@/components/intent-link";
import { JsonLd } from "@/components/json-ld";
import { QuoteCta } from "@/components/quote-cta";
import { RichText } from "@/components/rich-text";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { ProjectCard } from "@/components/projects/project-card";
import { Breadcrumb } from "@/components/services/breadcrumb";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { Section } from "@/components/layout/section";
import { ItemList } from "@/components/item-list";
import { getArea, getPages, getSite, getUi, type Project } from "@/lib/content";
import { areaCrumbs } from "@/lib/nav/breadcrumbs";
import { format } from "@/lib/locale/format";
import { type Locale } from "@/lib/schemas/locales";
import { breadcrumbJsonLd } from "@/lib/site/seo";
import { areaJsonLd } from "@/lib/site/structured-data";

type ProjectSectionProps = {
  id: string;
  heading: string;
  note?: React.ReactNode;
  projects: Project[];
  locale: Locale;
};

/** A list of the area's projects under its heading; nothing when there is none. */
function ProjectSection({ id, heading, note, projects, locale }: ProjectSectionProps) {
  if (projects.length === 0) return null;
  return (
    <Section id={id} heading={heading} className="mt-12">
      {note}
      <ItemList
        className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        items={projects}
        render={(project) => <ProjectCard project={project} locale={locale} />}
      />
    </Section>
  );
}

/**
 * One service area: the team's words about working there, the work finished there and the
 * services it used, then the examples shown, labelled as such; in Quebec, what Quebec requires
 * of a contractor.
 */
export function AreaPage({ areaId, locale }: { areaId: string; locale: Locale }) {
  const area = getArea(areaId, locale);
  if (!area) notFound();
  const ui = getUi(locale).areas;
  const site = getSite(locale);
  const crumbs = areaCrumbs(area, locale);
  // Example projects are never "our work here" (docs/decisions/0014).
  const realProjects = area.projects.filter((project) => !project.standIn);
  const exampleProjects = area.projects.filter((project) => project.standIn);
  return (
    <>
      <JsonLd data={areaJsonLd(area, locale)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <PageHeader title={area.name} intro={area.summary}>
        <Breadcrumb crumbs={crumbs} locale={locale} />
      </PageHeader>
      <Container className="py-12">
        <RichText html={area.html} className="max-w-3xl" />
        {area.province === "QC" ? (
          <section
            aria-labelledby="quebec-heading"
            className="mt-10 max-w-3xl rounded-card bg-surface p-6"
          >
            <h2 id="quebec-heading" className="text-xl font-bold text-brand-900">
              {ui.quebecHeading}
            </h2>
            <p className="mt-3">
              {/* An example licence is never given as ours (docs/decisions/0014). */}
              {site.rbqLicence && !site.standIn?.rbqLicence
                ? format(ui.quebec, { licence: site.rbqLicence })
                : ui.quebecNoLicence}
            </p>
            <p className="mt-3">{ui.quebecContracts}</p>
          </section>
        ) : null}
        {area.services.length > 0 ? (
          <Section id="area-services-heading" heading={ui.services} className="mt-12">
            <ul className="mt-4 flex flex-wrap gap-2">
              {area.services.map((service) => (
                <li key={service.id}>
                  <IntentLink
                    href={service.href}
                    className="inline-block rounded-button border border-brand-200 bg-white px-3 py-1.5 font-semibold text-brand-700 hover:border-brand-700 hover:text-brand-900"
                  >
                    {service.name}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <ProjectSection
          id="area-projects-heading"
          heading={ui.projects}
          projects={realProjects}
          locale={locale}
        />
        <ProjectSection
          id="area-examples-heading"
          heading={ui.exampleProjects}
          note={<ExamplesNote note={ui.exampleProjectsNote} className="mt-4" />}
          projects={exampleProjects}
          locale={locale}
        />
        {area.testimonials.length > 0 ? (
          <Section
            id="area-testimonials-heading"
            heading={
              area.testimonials.some((testimonial) => testimonial.standIn)
                ? ui.exampleTestimonials
                : ui.testimonials
            }
            className="mt-12 max-w-3xl"
          >
            {/* The testimonials are representative examples: said wherever one is shown. */}
            <ExamplesNote note={getPages(locale).testimonials.note} className="mt-4" />
            <ItemList
              className="mt-6 space-y-6"
              items={area.testimonials}
              render={(testimonial) => (
                <TestimonialCard testimonial={testimonial} locale={locale} />
              )}
            />
          </Section>
        ) : null}
      </Container>
      <QuoteCta id="area-cta-heading" locale={locale} />
    </>
  );
}

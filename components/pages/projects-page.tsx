import { TextLink } from "@/components/text-link";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { ProjectCard } from "@/components/projects/project-card";
import { ExamplesNote } from "@/components/testimonials/examples-note";
import { ItemList } from "@/components/item-list";
import { getCategories, getPages, getProjects, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

const linkClass =
  "inline-block rounded-button border border-brand-200 bg-white px-3 py-1.5 font-semibold text-brand-700 hover:border-brand-700 hover:text-brand-900";

/** The id of a service's list on this page: its slug in the page's language. */
const serviceAnchor = (href: string) => href.split("/").filter(Boolean).at(-1)!;

/**
 * Every project, by category, then listed by service. The filters are plain links to those
 * sections, so they work without JavaScript and each filter has an address to share.
 */
export function ProjectsPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).projects;
  const ui = getUi(locale).projects;
  const projects = getProjects(locale);
  const categories = getCategories(locale)
    .map((category) => ({
      ...category,
      anchor: router.anchor(category.id, locale),
      projects: projects.filter((project) => project.categories.includes(category.id)),
    }))
    .filter((category) => category.projects.length > 0);
  const services = categories
    .flatMap((category) => category.items)
    .map((service) => ({
      ...service,
      anchor: serviceAnchor(service.href),
      projects: projects.filter((project) =>
        project.services.some((used) => used.id === service.id),
      ),
    }))
    .filter((service) => service.projects.length > 0);

  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-12">
        {projects.some((project) => project.standIn) ? <ExamplesNote note={ui.example} /> : null}
        <nav aria-label={ui.filtersLabel} className="mt-8 grid gap-4 rounded-card bg-surface p-6">
          {[
            { id: "filter-category", heading: ui.byCategory, links: categories },
            { id: "filter-service", heading: ui.byService, links: services },
          ].map((group) => (
            <div key={group.id} className="flex flex-wrap items-baseline gap-2">
              <p className="mr-2 font-bold text-brand-900">{group.heading}</p>
              <ul className="flex flex-wrap gap-2">
                {group.links.map((link) => (
                  <li key={link.anchor}>
                    <a href={`#${link.anchor}`} className={linkClass}>
                      {link.name}{" "}
                      <span className="font-normal text-muted">({link.projects.length})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {categories.map((category) => (
          <section
            key={category.id}
            id={category.anchor}
            aria-labelledby={`${category.anchor}-heading`}
            className="mt-14 scroll-mt-28"
          >
            <h2
              id={`${category.anchor}-heading`}
              className="text-3xl font-bold tracking-tight text-brand-900"
            >
              {category.name}
            </h2>
            <ItemList
              className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              items={category.projects}
              render={(project) => <ProjectCard project={project} locale={locale} />}
            />
          </section>
        ))}
        <section aria-labelledby="by-service-heading" className="mt-16">
          <h2 id="by-service-heading" className="text-3xl font-bold tracking-tight text-brand-900">
            {ui.byService}
          </h2>
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <section
                key={service.id}
                id={service.anchor}
                aria-labelledby={`${service.anchor}-heading`}
                className="scroll-mt-28"
              >
                <h3 id={`${service.anchor}-heading`} className="text-xl font-bold text-brand-900">
                  {service.name}
                </h3>
                <ul className="mt-3 space-y-2">
                  {service.projects.map((project) => (
                    <li key={project.id}>
                      <TextLink href={project.href}>{project.title}</TextLink>
                      <span className="block text-sm text-muted">
                        {project.month} · {project.area}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}

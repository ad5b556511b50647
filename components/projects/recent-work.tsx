import { TextLink } from "@/components/text-link";
import { Container } from "@/components/layout/container";
import { ProjectCard } from "@/components/projects/project-card";
import { ItemList } from "@/components/item-list";
import { getProjectsUsing, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/** "Recent work" on a service page: up to 3 projects that used the service, if any did. */
export function RecentWork({ serviceId, locale }: { serviceId: string; locale: Locale }) {
  const projects = getProjectsUsing(serviceId, locale);
  if (projects.length === 0) return null;
  const ui = getUi(locale).projects;
  // Examples are never called jobs we did (docs/decisions/0014).
  const examples = projects.every((project) => project.standIn);
  return (
    <section aria-labelledby="recent-work-heading" className="py-16">
      <Container>
        <h2 id="recent-work-heading" className="text-3xl font-bold tracking-tight text-brand-900">
          {examples ? ui.recentExamples : ui.recentWork}
        </h2>
        <p className="mt-2 text-lg text-muted">
          {examples ? ui.recentExamplesIntro : ui.recentWorkIntro}
        </p>
        <ItemList
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={projects}
          render={(project) => <ProjectCard project={project} locale={locale} />}
        />
        <p className="mt-8">
          <TextLink href={router.page("projects", locale)}>{ui.seeAll}</TextLink>
        </p>
      </Container>
    </section>
  );
}

import { IntentLink } from "@/components/intent-link";
import { Icon } from "@/components/icon";
import { Photo } from "@/components/photo";
import { getUi, type Project } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type ProjectCardProps = { project: Project; locale: Locale; headingLevel?: "h2" | "h3" };

/**
 * A finished job at a glance: its first "after" photo, title, month and place, and "Example
 * project" on an example; the title links.
 */
export function ProjectCard({ project, locale, headingLevel: Heading = "h3" }: ProjectCardProps) {
  const labels = getUi(locale);
  const ui = labels.projects;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg">
      <Photo
        photo={project.pairs[0]!.after}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2]"
        imageClassName="transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
      />
      <div className="flex flex-1 flex-col p-6">
        {/* An example is labelled wherever it shows (docs/decisions/0014). */}
        {project.standIn ? (
          <p className="mb-2 self-start rounded-button bg-accent-400 px-2 py-0.5 text-sm font-semibold text-ink">
            {labels.standIn.project}
          </p>
        ) : null}
        <p className="text-sm font-semibold text-brand-700">
          {project.month} · {project.area}
        </p>
        <Heading className="mt-2 text-xl font-bold text-brand-900">
          <IntentLink href={project.href} className="after:absolute after:inset-0">
            {project.title}
          </IntentLink>
        </Heading>
        <p className="mt-2 flex-1 text-muted">{project.summary}</p>
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700"
        >
          {ui.view}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0"
          />
        </span>
      </div>
    </article>
  );
}

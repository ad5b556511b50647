import { CardFrame } from "@/components/card-frame";
import { CardPhoto } from "@/components/card-photo";
import { getUi, type Project } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type ProjectCardProps = { project: Project; locale: Locale; headingLevel?: "h2" | "h3" };

/**
 * A finished job at a glance: its first "after" photo, title, month and place, and "Example
 * project" on an example; the title links.
 */
export function ProjectCard({ project, locale, headingLevel = "h3" }: ProjectCardProps) {
  const labels = getUi(locale);
  return (
    <CardFrame
      href={project.href}
      title={project.title}
      headingLevel={headingLevel}
      photo={<CardPhoto photo={project.pairs[0]!.after} aspect="aspect-[3/2]" zoom />}
      example={project.standIn ? labels.standIn.project : null}
      top={
        <p className="text-sm font-semibold text-brand-700">
          {project.month} · {project.area}
        </p>
      }
      summary={project.summary}
      more={labels.projects.view}
    />
  );
}

import { entryPage } from "@/app/_pages/entry";
import { ProjectPage } from "@/components/pages/project-page";
import { getProject } from "@/lib/content";

/**
 * A project page's title and description (the project's own title and summary), and its first
 * "after" photo, the result its cards show too.
 */
export default entryPage("projects", {
  text: (id, locale) => {
    const project = getProject(id, locale);
    if (!project) throw new Error(`No project "${id}" in content/projects/`);
    return { title: project.title, description: project.summary, photo: project.pairs[0]?.after };
  },
  View: ({ id, locale }) => <ProjectPage projectId={id} locale={locale} />,
});

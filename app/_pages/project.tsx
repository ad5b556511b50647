import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { type PageType } from "@/app/_pages/define";
import { ProjectPage } from "@/components/pages/project-page";
import { getProject, router } from "@/lib/content";
import { type ProjectParams } from "@/lib/content/router";
import { metadataFor, type PageText } from "@/lib/page-meta";
import { type Locale } from "@/lib/schemas/locales";

type ProjectRouteProps = { params: Promise<ProjectParams> };

/**
 * A project page's title and description (the project's own title and summary), and its first
 * "after" photo, the result its cards show too.
 */
function text(id: string, locale: Locale): PageText {
  const project = getProject(id, locale);
  if (!project) throw new Error(`No project "${id}" in content/projects/`);
  return { title: project.title, description: project.summary, photo: project.pairs[0]?.after };
}

/** Every project's page, in both languages, at the addresses its files give. */
function projectPage(locale: Locale) {
  return {
    generateStaticParams: () => router.projectParams(locale),
    async generateMetadata({ params }: ProjectRouteProps): Promise<Metadata> {
      const id = router.projectAt(locale, await params);
      return id ? metadataFor(`projects/${id}`, locale, text(id, locale)) : {};
    },
    Page: async function Page({ params }: ProjectRouteProps) {
      const id = router.projectAt(locale, await params);
      if (!id) notFound();
      return <ProjectPage projectId={id} locale={locale} />;
    },
  };
}

const project: PageType<ReturnType<typeof projectPage>> = Object.assign(projectPage, {
  texts: (locale: Locale) =>
    router.projectParams(locale).flatMap((params) => {
      const id = router.projectAt(locale, params);
      return id ? [{ id: `projects/${id}`, ...text(id, locale) }] : [];
    }),
});
export default project;

import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectPage } from "@/components/pages/project-page";
import { router } from "@/lib/content";
import { type ProjectParams } from "@/lib/content/router";
import { metadataFor } from "@/lib/page-meta";
import { type Locale } from "@/lib/schemas/locales";

type ProjectRouteProps = { params: Promise<ProjectParams> };

/** Every project's page, in both languages, at the addresses its files give. */
export default function projectPage(locale: Locale) {
  return {
    generateStaticParams: () => router.projectParams(locale),
    async generateMetadata({ params }: ProjectRouteProps): Promise<Metadata> {
      const id = router.projectAt(locale, await params);
      return id ? metadataFor(`projects/${id}`, locale) : {};
    },
    Page: async function Page({ params }: ProjectRouteProps) {
      const id = router.projectAt(locale, await params);
      if (!id) notFound();
      return <ProjectPage projectId={id} locale={locale} />;
    },
  };
}

import { Container } from "@/components/layout/container";
import { LinkList } from "@/components/link-list";
import { PageHeader } from "@/components/layout/page-header";
import {
  getAreas,
  getCategories,
  getCategoryServices,
  getGuides,
  getPages,
  getProcess,
  getProjects,
  getUi,
  router,
} from "@/lib/content";
import { getLegalLinks, getMainPageLinks } from "@/lib/navigation";
import { getSectionLinks } from "@/lib/section-links";
import { type Locale } from "@/lib/schemas/locales";

const listClass = "mt-4 space-y-2";
const linkClass = "text-brand-700 underline-offset-4 hover:underline";

export function SitemapPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).sitemap;
  const ui = getUi(locale);
  const mainPages = [
    ...getMainPageLinks(locale),
    ...getSectionLinks(locale),
    { label: getProcess(locale).title, href: router.page("process", locale) },
  ];
  const legalPages = getLegalLinks(locale);
  const projects = getProjects(locale);
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="grid gap-12 py-16 md:grid-cols-3">
        <section aria-labelledby="sitemap-main">
          <h2 id="sitemap-main" className="text-2xl font-bold text-brand-900">
            {ui.sitemap.main}
          </h2>
          <LinkList links={mainPages} className={listClass} linkClassName={linkClass} />
        </section>
        <section aria-labelledby="sitemap-services">
          <h2 id="sitemap-services" className="text-2xl font-bold text-brand-900">
            {ui.sitemap.services}
          </h2>
          {getCategories(locale).map((category) => (
            <div key={category.id} className="mt-6">
              <h3 className="text-lg font-semibold text-brand-900">{category.name}</h3>
              <LinkList
                links={getCategoryServices(category.id, locale).map((service) => ({
                  label: service.name,
                  href: service.href,
                }))}
                className={listClass}
                linkClassName={linkClass}
              />
            </div>
          ))}
        </section>
        <div className="grid content-start gap-12">
          {projects.length > 0 ? (
            <section aria-labelledby="sitemap-projects">
              <h2 id="sitemap-projects" className="text-2xl font-bold text-brand-900">
                {ui.sitemap.projects}
              </h2>
              <LinkList
                links={projects.map((project) => ({ label: project.title, href: project.href }))}
                className={listClass}
                linkClassName={linkClass}
              />
            </section>
          ) : null}
          <section aria-labelledby="sitemap-guides">
            <h2 id="sitemap-guides" className="text-2xl font-bold text-brand-900">
              {ui.sections.guides}
            </h2>
            <LinkList
              links={getGuides(locale).map((guide) => ({ label: guide.title, href: guide.href }))}
              className={listClass}
              linkClassName={linkClass}
            />
          </section>
          <section aria-labelledby="sitemap-areas">
            <h2 id="sitemap-areas" className="text-2xl font-bold text-brand-900">
              {ui.sections.areas}
            </h2>
            <LinkList
              links={getAreas(locale).map((area) => ({ label: area.name, href: area.href }))}
              className={listClass}
              linkClassName={linkClass}
            />
          </section>
          <section aria-labelledby="sitemap-legal">
            <h2 id="sitemap-legal" className="text-2xl font-bold text-brand-900">
              {ui.sitemap.legal}
            </h2>
            <LinkList links={legalPages} className={listClass} linkClassName={linkClass} />
          </section>
        </div>
      </Container>
    </>
  );
}

import { Container } from "@/components/layout/container";
import { LinkList } from "@/components/link-list";
import { PageHeader } from "@/components/layout/page-header";
import { Section } from "@/components/layout/section";
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
import { getLegalLinks, getMainPageLinks } from "@/lib/nav/navigation";
import { getSectionLinks } from "@/lib/nav/section-links";
import { type Locale } from "@/lib/schemas/locales";

const list = (links: { label: string; href: string }[]) => (
  <LinkList
    links={links}
    className="mt-4 space-y-2"
    linkClassName="text-brand-700 underline-offset-4 hover:underline"
  />
);
const titled = ({ title, href }: { title: string; href: string }) => ({ label: title, href });
const named = ({ name, href }: { name: string; href: string }) => ({ label: name, href });

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
        <Section id="sitemap-main" heading={ui.sitemap.main}>
          {list(mainPages)}
        </Section>
        <Section id="sitemap-services" heading={ui.sitemap.services}>
          <>
            {getCategories(locale).map((category) => (
              <div key={category.id} className="mt-6">
                <h3 className="text-lg font-semibold text-brand-900">{category.name}</h3>
                {list(getCategoryServices(category.id, locale).map(named))}
              </div>
            ))}
          </>
        </Section>
        <div className="grid content-start gap-12">
          {projects.length > 0 ? (
            <Section id="sitemap-projects" heading={ui.sitemap.projects}>
              {list(projects.map(titled))}
            </Section>
          ) : null}
          <Section id="sitemap-guides" heading={ui.sections.guides}>
            {list(getGuides(locale).map(titled))}
          </Section>
          <Section id="sitemap-areas" heading={ui.sections.areas}>
            {list(getAreas(locale).map(named))}
          </Section>
          <Section id="sitemap-legal" heading={ui.sitemap.legal}>
            {list(legalPages)}
          </Section>
        </div>
      </Container>
    </>
  );
}

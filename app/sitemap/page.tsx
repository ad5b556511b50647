import NextLink from "next/link";
import { Container, PageHeader } from "@/components/section";
import { ui } from "@/content/ui";
import { getCategories, getCategoryServices, getPages } from "@/lib/content";
import { getLegalLinks, getMainPageLinks } from "@/lib/navigation";
import { ROUTES } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo";

const page = getPages().sitemap;

export const metadata = buildMetadata({ ...page.meta, path: ROUTES.sitemap });

const linkClass = "text-brand-700 underline-offset-4 hover:underline";

function LinkList({ links }: { links: { label: string; href: string }[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <NextLink href={link.href} className={linkClass}>
            {link.label}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}

export default function SitemapPage() {
  const mainPages = getMainPageLinks();
  const legalPages = getLegalLinks();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="grid gap-12 py-16 md:grid-cols-3">
        <section aria-labelledby="sitemap-main">
          <h2 id="sitemap-main" className="text-2xl font-bold text-brand-900">
            {ui.sitemap.main}
          </h2>
          <LinkList links={mainPages} />
        </section>
        <section aria-labelledby="sitemap-services">
          <h2 id="sitemap-services" className="text-2xl font-bold text-brand-900">
            {ui.sitemap.services}
          </h2>
          {getCategories().map((category) => (
            <div key={category.id} className="mt-6">
              <h3 className="text-lg font-semibold text-brand-900">{category.name}</h3>
              <LinkList
                links={getCategoryServices(category.id).map((service) => ({
                  label: service.name,
                  href: service.href,
                }))}
              />
            </div>
          ))}
        </section>
        <section aria-labelledby="sitemap-legal">
          <h2 id="sitemap-legal" className="text-2xl font-bold text-brand-900">
            {ui.sitemap.legal}
          </h2>
          <LinkList links={legalPages} />
        </section>
      </Container>
    </>
  );
}

import { QuoteCta } from "@/components/quote-cta";
import { PageHeader } from "@/components/layout/page-header";
import { CategorySection } from "@/components/services/category-section";
import { getCategories, getCategoryServices, getHome, getPages, getSite } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

export function ServicesPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).services;
  const closing = getHome(locale).closingCta;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      {getCategories(locale).map((category, index) => (
        <CategorySection
          key={category.id}
          category={category}
          services={getCategoryServices(category.id, locale)}
          locale={locale}
          className={index % 2 === 1 ? "bg-surface" : undefined}
        />
      ))}
      <QuoteCta
        id="services-cta-heading"
        heading={closing.heading}
        body={closing.body}
        site={getSite(locale)}
        locale={locale}
      />
    </>
  );
}

import { QuoteCta } from "@/components/quote-cta";
import { PageHeader } from "@/components/layout/page-header";
import { CategorySection } from "@/components/services/category-section";
import { getCategories, getCategoryServices, getHome, getPages, getSite } from "@/lib/content";

export function ServicesPage() {
  const page = getPages().services;

  const closing = getHome().closingCta;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      {getCategories().map((category, index) => (
        <CategorySection
          key={category.id}
          category={category}
          services={getCategoryServices(category.id)}
          className={index % 2 === 1 ? "bg-surface" : undefined}
        />
      ))}
      <QuoteCta
        id="services-cta-heading"
        heading={closing.heading}
        body={closing.body}
        site={getSite()}
      />
    </>
  );
}

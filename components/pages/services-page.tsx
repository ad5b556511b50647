import { QuoteCta } from "@/components/quote-cta";
import { PageHeader } from "@/components/layout/page-header";
import { CategorySection } from "@/components/services/category-section";
import { TextLink } from "@/components/text-link";
import { Container } from "@/components/layout/container";
import { getCategories, getCategoryServices, getPages, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

export function ServicesPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).services;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      {/* Before the catalogue: what a job typically costs is the first question asked. */}
      <Container className="pt-8">
        <TextLink href={router.page("prices", locale)}>{getUi(locale).prices.link}</TextLink>
      </Container>
      {getCategories(locale).map((category, index) => (
        <CategorySection
          key={category.id}
          category={category}
          services={getCategoryServices(category.id, locale)}
          locale={locale}
          className={index % 2 === 1 ? "bg-surface" : undefined}
        />
      ))}
      <QuoteCta id="services-cta-heading" locale={locale} />
    </>
  );
}

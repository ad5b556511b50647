import { JsonLd } from "@/components/json-ld";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { PriceHelper } from "@/components/prices/price-helper";
import { PriceTable } from "@/components/prices/price-table";
import { Breadcrumb } from "@/components/services/breadcrumb";
import { getPages, getPriceRanges } from "@/lib/content";
import { priceHelperProps } from "@/components/prices/helper-props";
import { pricesCrumbs } from "@/lib/nav/breadcrumbs";
import { type Locale } from "@/lib/schemas/locales";
import { breadcrumbJsonLd } from "@/lib/site/seo";

/**
 * "What would it cost?": the helper (a small island, hidden without JavaScript, when it could
 * not run) above the table of every service's typical range and fees, drawn on the server from
 * the same rate files, which is what a visitor without JavaScript reads.
 */
export function PricesPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).prices;
  const categories = getPriceRanges(locale);
  const crumbs = pricesCrumbs(locale);
  const standIn = categories.some((category) => category.services.some((each) => each.standIn));
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <PageHeader title={page.heading} intro={page.intro}>
        <Breadcrumb crumbs={crumbs} locale={locale} />
      </PageHeader>
      <Container className="max-w-4xl py-12">
        <p className="rounded-card border-l-4 border-accent-500 bg-surface p-4 font-medium text-ink">
          {page.notAQuote}
        </p>
        {standIn ? <p className="mt-4 text-sm text-muted">{page.standIn}</p> : null}
        <section aria-labelledby="price-helper-heading" className="mt-10 noscript:hidden">
          <h2 id="price-helper-heading" className="mb-6 text-2xl font-bold text-brand-900">
            {page.helper.heading}
          </h2>
          <PriceHelper {...priceHelperProps(locale)} />
        </section>
        <PriceTable locale={locale} page={page} categories={categories} />
      </Container>
    </>
  );
}

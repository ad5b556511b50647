import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { GuideCard } from "@/components/guides/guide-card";
import { ItemList } from "@/components/item-list";
import { getGuides, getPages } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/** Every guide of one language, newest first. */
export function GuidesPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).guides;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-12">
        <ItemList
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={getGuides(locale)}
          render={(guide) => <GuideCard guide={guide} locale={locale} />}
        />
      </Container>
    </>
  );
}

import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { GuideCard } from "@/components/guides/guide-card";
import { getGuides, getPages } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/** Every guide of one language, newest first. */
export function GuidesPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).guides;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {getGuides(locale).map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} locale={locale} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

import { CardFrame } from "@/components/card-frame";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { getAreas, getPages, getUi } from "@/lib/content";
import { format, plural } from "@/lib/locale/format";
import { type Locale } from "@/lib/schemas/locales";

/**
 * What an area's card says of its work: a count of real jobs only, in the right number; an
 * area with examples only says its work is shown as an example (docs/decisions/0014).
 */
function AreaWork({
  count,
  examples,
  locale,
}: {
  count: number;
  examples: boolean;
  locale: Locale;
}) {
  const ui = getUi(locale).areas;
  const text = count
    ? format(ui.workCount[plural(count, locale)], { count })
    : examples
      ? ui.exampleWork
      : null;
  return text ? <p className="mt-4 text-sm font-semibold text-brand-900">{text}</p> : null;
}

/** The hub: every service area with local work, each with its summary and what work it shows. */
export function AreasPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).areas;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {getAreas(locale).map((area) => (
            <li key={area.id}>
              <CardFrame
                href={area.href}
                title={area.name}
                headingLevel="h2"
                top={<p className="text-sm font-semibold text-brand-700">{area.city}</p>}
                summary={area.summary}
              >
                <AreaWork
                  count={area.projects.filter((project) => !project.standIn).length}
                  examples={area.projects.some((project) => project.standIn)}
                  locale={locale}
                />
              </CardFrame>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

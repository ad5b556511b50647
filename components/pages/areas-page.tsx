import { IntentLink } from "@/components/intent-link";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { getAreas, getPages, getUi } from "@/lib/content";
import { format, plural } from "@/lib/format";
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
              <article className="relative flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card hover:shadow-lg">
                <p className="text-sm font-semibold text-brand-700">{area.city}</p>
                <h2 className="mt-2 text-xl font-bold text-brand-900">
                  <IntentLink href={area.href} className="after:absolute after:inset-0">
                    {area.name}
                  </IntentLink>
                </h2>
                <p className="mt-2 flex-1 text-muted">{area.summary}</p>
                <AreaWork
                  count={area.projects.filter((project) => !project.standIn).length}
                  examples={area.projects.some((project) => project.standIn)}
                  locale={locale}
                />
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

import { IntentLink } from "@/components/intent-link";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { getAreas, getPages, getUi } from "@/lib/content";
import { format } from "@/lib/format";
import { type Locale } from "@/lib/schemas/locales";

/** The hub: every service area with local work, each with its summary and a count of jobs. */
export function AreasPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).areas;
  const ui = getUi(locale).areas;
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
                {area.projects.length > 0 ? (
                  <p className="mt-4 text-sm font-semibold text-brand-900">
                    {format(ui.workCount, { count: area.projects.length })}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

import { IntentLink } from "@/components/intent-link";
import { Photo } from "@/components/photo";
import { getUi, type Guide } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { format } from "@/lib/format";

type GuideCardProps = { guide: Guide; locale: Locale; headingLevel?: "h2" | "h3" };

/** A guide at a glance: photo, date and reading time, title (the link), summary. */
export function GuideCard({ guide, locale, headingLevel: Heading = "h2" }: GuideCardProps) {
  const ui = getUi(locale).guides;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg">
      <Photo
        photo={guide.photo}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2]"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={guide.published}>{guide.publishedLabel}</time> ·{" "}
          {format(ui.readingTime, { minutes: guide.minutes })}
        </p>
        <Heading className="mt-2 text-xl font-bold text-brand-900">
          <IntentLink href={guide.href} className="after:absolute after:inset-0">
            {guide.title}
          </IntentLink>
        </Heading>
        <p className="mt-2 flex-1 text-muted">{guide.summary}</p>
      </div>
    </article>
  );
}

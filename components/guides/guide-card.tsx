import { CardFrame } from "@/components/card-frame";
import { CardPhoto } from "@/components/card-photo";
import { getUi, type Guide } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { format } from "@/lib/locale/format";

type GuideCardProps = { guide: Guide; locale: Locale; headingLevel?: "h2" | "h3" };

/** A guide at a glance: photo, date and reading time, title (the link), summary. */
export function GuideCard({ guide, locale, headingLevel = "h2" }: GuideCardProps) {
  const ui = getUi(locale).guides;
  return (
    <CardFrame
      href={guide.href}
      title={guide.title}
      headingLevel={headingLevel}
      photo={<CardPhoto photo={guide.photo} aspect="aspect-[3/2]" />}
      top={
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={guide.published}>{guide.publishedLabel}</time> ·{" "}
          {format(ui.readingTime, { minutes: guide.minutes })}
        </p>
      }
      summary={guide.summary}
    />
  );
}

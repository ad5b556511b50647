import { ExamplesNote } from "@/components/testimonials/examples-note";
import { getSite, getUi } from "@/lib/content";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";
import { type BusinessStandIn, getStandIns } from "@/lib/content/stand-ins";
import { format } from "@/lib/site/utils";

type Fact = BusinessStandIn | "photos";

/**
 * Says which of the facts a place shows are still examples (docs/decisions/0014), in one
 * sentence from the content's words; nothing once they are all real.
 */
export function StandInNote({
  locale,
  facts,
  className,
}: {
  locale: Locale;
  /** The facts this place shows, in the order the note names them. */
  facts: readonly Fact[];
  className?: string;
}) {
  const marks = getSite(locale).standIn ?? {};
  const photos = getStandIns().some((item) => item.kind === "photo");
  const left = facts.filter((fact) => (fact === "photos" ? photos : marks[fact]));
  if (left.length === 0) return null;
  const labels = getUi(locale).standIn;
  const items = new Intl.ListFormat(HTML_LANG[locale], { type: "conjunction" }).format(
    left.map((fact) => labels.facts[fact]),
  );
  return <ExamplesNote note={format(labels.note, { items })} className={className} />;
}

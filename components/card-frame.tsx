import { IntentLink } from "@/components/intent-link";
import { Icon } from "@/components/icon";

type CardFrameProps = {
  href: string;
  title: string;
  headingLevel: "h2" | "h3";
  /**
   * The card's photo (`CardPhoto`), drawn by the caller: the frame imports no photo code, so a
   * page whose cards have no photo (the areas hub) ships none.
   */
  photo?: React.ReactNode;
  /** "Example …" on an entry that is a stand-in (docs/decisions/0014). */
  example?: string | null;
  /** What stands above the title (a date, a place, an icon); `tall` leaves more room under it. */
  top: React.ReactNode;
  tall?: boolean;
  summary: string | undefined;
  /** The words of the arrow at the foot, shown to sight only: the title is the link. */
  more?: string;
  children?: React.ReactNode;
};

/**
 * The frame of every entry card (service, project, guide, area). A whole-card link would read
 * the entire card aloud; the title's link is stretched over the card instead.
 */
export function CardFrame(props: CardFrameProps) {
  const { href, title, headingLevel: Heading, photo, example, top, summary, more } = props;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg">
      {photo}
      <div className="flex flex-1 flex-col p-6">
        {example ? (
          <p className="mb-2 self-start rounded-button bg-accent-400 px-2 py-0.5 text-sm font-semibold text-ink">
            {example}
          </p>
        ) : null}
        {top}
        <Heading className={`${props.tall ? "mt-4" : "mt-2"} text-xl font-bold text-brand-900`}>
          <IntentLink href={href} className="after:absolute after:inset-0">
            {title}
          </IntentLink>
        </Heading>
        {summary ? <p className="mt-2 flex-1 text-muted">{summary}</p> : null}
        {props.children}
        {more ? (
          <span
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700"
          >
            {more}
            <Icon
              name="arrow-right"
              className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0"
            />
          </span>
        ) : null}
      </div>
    </article>
  );
}

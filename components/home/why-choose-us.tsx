import { Icon } from "@/components/icon";
import { Container } from "@/components/layout/container";
import { SectionHeading } from "@/components/layout/section-heading";
import { type Point } from "@/lib/schemas/fields";

type WhyChooseUsProps = {
  id: string;
  heading: string;
  intro?: string;
  points: Point[];
  tone?: "plain" | "surface";
};

/** Reasons to choose the company: the home block and the About page's three reasons. */
export function WhyChooseUs({ id, heading, intro, points, tone = "surface" }: WhyChooseUsProps) {
  return (
    <section aria-labelledby={id} className={tone === "surface" ? "bg-surface py-20" : "py-20"}>
      <Container>
        <SectionHeading id={id} title={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-card bg-white p-6 shadow-card">
              <span className="grid size-12 place-items-center rounded-button bg-accent-400 text-ink">
                <Icon name={point.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{point.title}</h3>
              <p className="mt-2 text-muted">{point.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

import { Icon } from "@/components/icon";
import { Band } from "@/components/layout/band";
import { type Point } from "@/lib/schemas/fields";

type WhyChooseUsProps = {
  id: string;
  block: { heading: string; intro?: string; points: Point[] };
  tone?: "plain" | "surface";
};

/** Reasons to choose the company: the home block and the About page's three reasons. */
export function WhyChooseUs({ id, block, tone = "surface" }: WhyChooseUsProps) {
  return (
    <Band id={id} block={block} className={tone === "surface" ? "bg-surface py-20" : "py-20"}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.points.map((point) => (
          <li key={point.title} className="rounded-card bg-white p-6 shadow-card">
            <span className="grid size-12 place-items-center rounded-button bg-accent-400 text-ink">
              <Icon name={point.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">{point.title}</h3>
            <p className="mt-2 text-muted">{point.body}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}

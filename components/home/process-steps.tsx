import { Band } from "@/components/layout/band";
import { type Home } from "@/lib/content";

export function ProcessSteps({ process }: { process: Home["process"] }) {
  return (
    <Band id="process-heading" block={process} className="py-20">
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-card border border-line p-6">
            <span aria-hidden="true" className="text-5xl font-extrabold text-brand-600">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 text-lg font-bold text-brand-900">{step.title}</h3>
            <p className="mt-2 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}

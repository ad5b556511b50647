import { Icon } from "@/components/icon";
import { RichText } from "@/components/rich-text";
import { type Question } from "@/lib/content";

/**
 * Questions as native disclosures (<details>/<summary>): each opens by keyboard, click or
 * touch with no script at all, and the browser's find-in-page opens the one holding a match.
 */
export function QuestionList({ questions }: { questions: Question[] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {questions.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-sm text-lg font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <Icon
              name="chevron-down"
              className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <RichText html={item.answerHtml} className="mt-3 text-base" />
        </details>
      ))}
    </div>
  );
}

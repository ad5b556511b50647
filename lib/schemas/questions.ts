import { z } from "zod";
import { text, translation } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";

/*
 * content/questions/<service-id>.yml (one per catalogue service) and general.yml (the FAQ
 * page): the questions customers ask before calling, answered; `en:` then `fr:`, the same
 * questions in the same order. A service page shows its own (at least three).
 */
export const QuestionsFileSchema = z.object({
  ...translation,
  items: field(
    z
      .array(
        z.object({
          question: field(text, { label: "Question" }),
          /** Plain text or short Markdown (paragraphs, lists, links to the site's own pages). */
          answer: field(text, {
            label: "Answer (links to the site's pages allowed)",
            widget: "markdown",
            decap: { buttons: ["bold", "italic", "link", "bulleted-list"], editor_components: [] },
          }),
        }),
      )
      .min(3, "needs at least three questions"),
    { label: "Questions", summary: "{{fields.question}}" },
  ),
});

export type QuestionsFile = z.infer<typeof QuestionsFileSchema>;

import { z } from "zod";
import { text, translationNote } from "@/lib/schemas/fields";

/*
 * content/questions/<service-id>.yml (one per catalogue service) and general.yml (the FAQ
 * page): the questions customers ask before calling, answered; `en:` then `fr:`, the same
 * questions in the same order. A service page shows its own (at least three).
 */
export const QuestionsFileSchema = z.object({
  translationNote,
  items: z
    .array(
      z.object({
        question: text,
        /** Plain text or short Markdown (paragraphs, lists, links to the site's own pages). */
        answer: text,
      }),
    )
    .min(3, "needs at least three questions"),
});

export type QuestionsFile = z.infer<typeof QuestionsFileSchema>;

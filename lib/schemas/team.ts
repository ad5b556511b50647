import { z } from "zod";
import { slug, text, translationNote, uniqueIds } from "@/lib/schemas/fields";

/*
 * content/team.yml: the people who write the guides (their author), `en:` then `fr:`. The id
 * is the same in every language (entered once: SHARED_FIELDS); the name and role are words of
 * each language.
 */
export const TeamFileSchema = z.object({
  translationNote,
  members: z
    .array(
      z.object({
        id: slug,
        /** As the guide's byline and its structured data name the author. */
        name: text,
        /** What the member does ("Estimator"). */
        role: text,
      }),
    )
    .min(1, "needs at least one member")
    .superRefine(uniqueIds),
});

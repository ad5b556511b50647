import { z } from "zod";
import { slug, text, translation, uniqueIds } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { standIn } from "@/lib/content/stand-ins/marks";

/*
 * content/team.yml: the people who write the guides (their author), `en:` then `fr:`. The id
 * is the same in every language (entered once, marked `shared`); the name and role are words of
 * each language.
 */
export const TeamFileSchema = z.object({
  ...translation,
  members: field(
    z
      .array(
        z.object({
          id: field(slug, {
            label: "Id (the guides' author)",
            hint: "Made from the name for a new member; change it only if you want another.",
            shared: true,
          }),
          /** As the guide's byline and its structured data name the author. */
          name: field(text, { label: "Name" }),
          /**
           * What the member does ("Estimator"); left out for a team, whose name already says it
           * (a byline « Équipe d’estimation de Northbrush, Estimateur » reads wrong).
           */
          role: field(text.optional(), { label: "Role (leave empty for a team)" }),
          standIn: standIn("Example member (not a real person of the team)"),
        }),
      )
      .min(1, "needs at least one member")
      .superRefine(uniqueIds),
    // A new member's id is made from the name as it is typed (public/admin/cms-lists.mjs).
    { label: "Members", summary: "{{fields.name}}", decap: { id_from: "name" } },
  ),
});

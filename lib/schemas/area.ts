import { z } from "zod";
import { metaDescription, slug, text, translation } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";

/*
 * Front matter of content/areas/<id>.<locale>.md: a neighbourhood or a sector the business
 * works in, in one language; the body is the team's own paragraphs about working there. A
 * project or a testimonial names the area it belongs to by this id (its `serviceArea`): an
 * area page exists only with such local work AND those paragraphs (no doorway pages).
 */
export const areaFrontMatterSchema = z.object({
  /** The place as its residents write it ("The Glebe", "Orléans"): the page's heading. */
  name: field(text, { label: "Name (the page's heading)" }),
  /** The page's address in this language; the English one is the file's name. */
  address: field(slug, {
    label: "Page address in this language (lower-case words joined by hyphens)",
    hint: "The English one becomes the file's name: choose it before the first save.",
  }),
  /** Search results and the areas hub show it whole. */
  summary: field(metaDescription, {
    label: "Summary (the areas page and search results; a whole sentence)",
    widget: "text",
  }),
  ...translation,
  /** Both languages: ON or QC. A Quebec area's page says what Quebec requires. */
  province: field(z.enum(["ON", "QC"], { error: "must be ON or QC" }), {
    label: "Province",
    hint: "An area in Quebec says on its page what Quebec requires (the RBQ licence, contracts in French).",
    shared: true,
  }),
  /** Both languages: the city it is part of. */
  city: field(z.enum(["Ottawa", "Gatineau"], { error: "must be Ottawa or Gatineau" }), {
    label: "City",
    shared: true,
  }),
});

export type AreaFrontMatter = z.infer<typeof areaFrontMatterSchema>;

import { z } from "zod";
import { metaDescription, slug, text, translationNote } from "@/lib/schemas/fields";

/*
 * Front matter of content/areas/<id>.<locale>.md: a neighbourhood or a sector the business
 * works in, in one language; the body is the team's own paragraphs about working there. A
 * project or a testimonial names the area it belongs to by this id (its `serviceArea`): an
 * area page exists only with such local work AND those paragraphs (no doorway pages).
 */
export const areaFrontMatterSchema = z.object({
  /** The place as its residents write it ("The Glebe", "Orléans"): the page's heading. */
  name: text,
  /** The page's address in this language; the English one is the file's name. */
  address: slug,
  /** Search results and the areas hub show it whole. */
  summary: metaDescription,
  translationNote,
  /** Both languages: ON or QC. A Quebec area's page says what Quebec requires. */
  province: z.enum(["ON", "QC"], { error: "must be ON or QC" }),
  /** Both languages: the city it is part of. */
  city: z.enum(["Ottawa", "Gatineau"], { error: "must be Ottawa or Gatineau" }),
});

export type AreaFrontMatter = z.infer<typeof areaFrontMatterSchema>;

/** Stated once, in the English file (the CMS's `i18n: false`). */
export const AREA_FACTS = ["province", "city"] as const;

import { z } from "zod";
import { metaDescription, slug, text, translationNote } from "@/lib/schemas/fields";
import { PhotoSchema, photoSharedFields } from "@/lib/schemas/photo";

/*
 * Front matter of content/guides/<id>.<locale>.md: one article a homeowner searches for, in one
 * language; the body is the article (Markdown, `##` headings). Dates, author, services and the
 * photo's file are written once, in the English file (GUIDE_FACTS): the other languages hold
 * their words and the photo's alt text only; the loader gives them the rest.
 */

/** What a guide may point at: the team's members, the catalogue's services. */
export type GuideCatalogue = { team: string[]; services: string[] };

const oneOf = (values: string[], what: string) =>
  z.enum(values as [string, ...string[]], { error: `must be one of ${what}` });

const day = z.iso.date({ error: "must be a day written YYYY-MM-DD" });

/** The English file: words and facts. */
export const guideFrontMatterSchema = (catalogue: GuideCatalogue) =>
  z.object({
    title: text,
    /** The page's address in this language; the English one is the file's name. */
    address: slug,
    /** Search results, the index and the feed show it whole. */
    summary: metaDescription,
    translationNote,
    /** Both languages: the day it was first published, YYYY-MM-DD. */
    published: day,
    /** Both languages: the day of its last real change, YYYY-MM-DD (the feed's date). */
    updated: day,
    /** Both languages: a member of content/team.yml. */
    author: oneOf(catalogue.team, "the members of content/team.yml"),
    /** Both languages: ids of catalogue services; each of their pages lists the guide. */
    services: z
      .array(oneOf(catalogue.services, "the services of content/shared/services.yml"))
      .min(1, "needs at least one service"),
    /** Its file in English, its alt text in each language. */
    photo: PhotoSchema,
  });

export type GuideFrontMatter = z.infer<ReturnType<typeof guideFrontMatterSchema>>;

/** Stated once, in the English file (the CMS's `i18n: false`). */
export const GUIDE_FACTS = ["published", "updated", "author", "services"] as const;
/** The photo's file and size, also in the English file only. */
export const GUIDE_PHOTO_FACTS = photoSharedFields("photo");

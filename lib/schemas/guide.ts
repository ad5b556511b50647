import { z } from "zod";
import { day, metaDescription, oneOf, pageTitle, slug, translation } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { PhotoSchema } from "@/lib/schemas/photo";

/*
 * Front matter of content/guides/<id>.<locale>.md: one article a homeowner searches for, in one
 * language; the body is the article (Markdown, `##` headings). Dates, author, services and the
 * photo's file are written once, in the English file (marked `shared`): the other languages hold
 * their words and the photo's alt text only; the loader gives them the rest.
 */

/** What a guide may point at: the team's members, the catalogue's services. */
export type GuideChoices = {
  team: string[];
  services: string[];
  /** Labels the services in the CMS's form. */
  serviceNames?: Record<string, string>;
};

/** The English file: words and facts. */
export const guideFrontMatterSchema = (choices: GuideChoices) =>
  z.object({
    title: pageTitle,
    /** The page's address in this language; the English one is the file's name. */
    address: field(slug, {
      label: "Page address in this language (lower-case words joined by hyphens)",
      hint: "The English one becomes the file's name: choose it before the first save.",
    }),
    /** Search results, the index and the feed show it whole. */
    summary: field(metaDescription, {
      label: "Summary (the guides page, the feeds and search results; a whole sentence)",
      widget: "text",
    }),
    ...translation,
    /** Both languages: the day it was first published, YYYY-MM-DD. */
    published: field(day, { label: "First published", shared: true }),
    /** Both languages: the day of its last real change, YYYY-MM-DD (the feed's date). */
    updated: field(day, { label: "Last updated (a real change of its content)", shared: true }),
    /** Both languages: a member of content/team.yml. */
    author: field(oneOf(choices.team, "the members of content/team.yml"), {
      label: "Author (a member of the team)",
      shared: true,
      choices: {
        collection: "team",
        file: "team",
        value: "members.*.id",
        label: "members.*.name",
        search: ["members.*.name", "members.*.id"],
      },
    }),
    /** Both languages: ids of catalogue services; each of their pages lists the guide. */
    services: field(
      z
        .array(oneOf(choices.services, "the services of content/shared/services.yml"))
        .min(1, "needs at least one service"),
      {
        label: "Services it is about (their pages list it)",
        shared: true,
        optionLabels: choices.serviceNames,
      },
    ),
    /** Its file in English, its alt text in each language. */
    photo: field(PhotoSchema, { label: "Photo (top of the guide and its social card)" }),
  });

export type GuideFrontMatter = z.infer<ReturnType<typeof guideFrontMatterSchema>>;

/**
 * What the schema cannot say of one guide's facts, for the loader (lib/content/guides.ts) and
 * the CMS's check before a save alike: the field, then the message.
 */
export function guideRules(facts: { published?: unknown; updated?: unknown }): string[] {
  const { published, updated } = facts;
  return typeof published === "string" && typeof updated === "string" && updated < published
    ? [`updated: ${updated} is before its first publication (published: ${published})`]
    : [];
}

import { z } from "zod";
import { text, translationNote } from "@/lib/schemas/fields";

/*
 * content/notices/<name>.yml: one dated notice (docs/decisions/0009), both languages in one file as
 * Decap's single_file i18n writes it; and content/campaigns.yml: the campaign codes the team
 * declares (a notice's, a flyer's, a lawn sign's) with their names, and the notices' labels.
 */

const code = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
/** A calendar day in Ottawa, as the CMS's date picker writes it. */
const day = z.iso.date({ error: "must be a day written YYYY-MM-DD" });

const PLACEMENTS = ["everywhere", "home", "services"] as const;

/** Fields the same in both languages: entered once, under English (`i18n: false`). */
export const NOTICE_SHARED_FIELDS = [
  "link",
  "firstDay",
  "lastDay",
  "placement",
  "services",
  "campaign",
] as const;
export const CAMPAIGNS_SHARED_FIELDS = ["campaigns[].code"] as const;

/**
 * What a notice may point at, from content/shared/routes.yml: `pages` are the link's choices
 * (page keys and service ids), `servicePaths` the service pages a notice may be placed on,
 * written as their English address ("services/residential/drywall-repair/") so the CMS's
 * preview link can open the first of them.
 */
export type NoticeCatalogue = { pages: string[]; servicePaths: string[] };

const oneOf = (values: string[], what: string) =>
  z.enum(values as [string, ...string[]], { error: `must be one of ${what}` });

/** One language's half of a notice file. */
export const noticeSchema = (catalogue: NoticeCatalogue) =>
  z.object({
    /** One or two sentences, shown in the bar. */
    message: text,
    translationNote,
    /** The terms of an offer, shown right after it; required when the message states one. */
    conditions: text.optional(),
    link: oneOf(catalogue.pages, "the site's pages (content/shared/routes.yml)").optional(),
    linkLabel: text.optional(),
    firstDay: day,
    lastDay: day.optional(),
    placement: z.enum(PLACEMENTS),
    services: z
      .array(oneOf(catalogue.servicePaths, "the service pages"))
      .min(1, "needs at least one service page")
      .optional(),
    campaign: code.optional(),
  });

export type NoticeFields = z.infer<ReturnType<typeof noticeSchema>>;

export const CampaignsFileSchema = z.object({
  translationNote,
  labels: z.object({
    /** The dismiss button's accessible name. */
    dismiss: text,
    /** "Until {date}": a notice's last day, next to it. */
    until: text.regex(/\{date\}/, "must contain {date}"),
    /** "Scheduled from {date}": the mark of a future notice on a preview. */
    scheduled: text.regex(/\{date\}/, "must contain {date}"),
    /** The quote message's last line, "Campaign: {name}". */
    campaignLine: text.regex(/\{name\}/, "must contain {name}"),
  }),
  campaigns: z.array(z.object({ code, name: text })),
});

/*
 * Words that state an offer in either language (Competition Act: an offer shows its
 * conditions and its end): a price ("$49", "1 200 $", "99 dollars"), a percentage ("15%",
 * "15 %", "percent", "pour cent") or "free" / « gratuit ». Written by hand: no library knows
 * advertising claims in Canadian French.
 */
const OFFER_WORDS: [RegExp, string][] = [
  [/\$\s?\d|\d[\d\s\u00a0\u202f.,]*\s?\$|\d\s?(?:dollars?\b|\$)/iu, "a price"],
  [/\d\s?[\u00a0\u202f]?%|\bper\s?cent\b|\bpour\s?cent\b/iu, "a percentage"],
  [/\bfree\b|\bgratuite?s?\b/iu, "“free”"],
];

/** What offer a text states, if any: "a price", "a percentage" or "“free”". */
export function offerIn(words: string): string | undefined {
  return OFFER_WORDS.find(([pattern]) => pattern.test(words))?.[1];
}

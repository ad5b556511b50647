import { z } from "zod";
import { day, longText, oneOf, slug, text, translation } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { type Locale, LOCALES } from "@/lib/schemas/locales";

/*
 * content/notices/<name>.yml: one dated notice (docs/decisions/0009), both languages in one file as
 * Decap's single_file i18n writes it; and content/campaigns.yml: the campaign codes the team
 * declares (a notice's, a flyer's, a lawn sign's) with their names, and the notices' labels.
 */

const PLACEMENTS = ["everywhere", "home", "services"] as const;

/**
 * What a notice may point at, from content/shared/routes.yml: `pages` are the link's choices
 * (page keys and service ids), `servicePaths` the service pages a notice may be placed on,
 * written as their English address ("services/residential/drywall-repair/") so the CMS's
 * preview link can open the first of them.
 */
export type NoticeChoices = {
  pages: string[];
  servicePaths: string[];
  /** How the CMS's form names each service page ("Drywall Repair (residential)"). */
  servicePathNames?: Record<string, string>;
};

/** One language's half of a notice file. */
export const noticeSchema = (choices: NoticeChoices) =>
  z.object({
    /** One or two sentences, shown in the bar. */
    message: longText("Message (one or two sentences)"),
    ...translation,
    /** The terms of an offer, shown right after it; required when the message states one. */
    conditions: field(text.optional(), {
      label:
        "Conditions of the offer (required when the message states a price, a percentage or “free”)",
      widget: "text",
    }),
    link: field(oneOf(choices.pages, "the site's pages (content/shared/routes.yml)").optional(), {
      label: "Links to",
      shared: true,
    }),
    linkLabel: field(text.optional(), { label: "Link words (with a link only)" }),
    firstDay: field(day, { label: "First day (Ottawa time)", shared: true }),
    lastDay: field(day.optional(), {
      label: "Last day (Ottawa time; required for an offer)",
      shared: true,
    }),
    placement: field(z.enum(PLACEMENTS), {
      label: "Shown on",
      shared: true,
      optionLabels: {
        everywhere: "Every page (a bar above the header)",
        home: "The home page",
        services: "The service pages chosen below",
      },
    }),
    services: field(
      z
        .array(oneOf(choices.servicePaths, "the service pages"))
        .min(1, "needs at least one service page")
        .optional(),
      {
        label: "Service pages (only when shown on service pages)",
        shared: true,
        optionLabels: choices.servicePathNames,
      },
    ),
    campaign: field(slug.optional(), {
      label: "Campaign code (declared under Campaigns; added to the link)",
      shared: true,
    }),
  });

export type NoticeFields = z.infer<ReturnType<typeof noticeSchema>>;

/**
 * Rules across fields and languages, which the schema of one language cannot see: the loader
 * and the CMS's pre-save check both run them. `declared` are the campaign codes of
 * content/campaigns.yml (not checked when absent).
 */
export function noticeRules(data: Record<Locale, NoticeFields>, declared?: string[]): string[] {
  const { en } = data;
  const problems: string[] = [];
  if (en.lastDay && en.lastDay < en.firstDay)
    problems.push(`lastDay: ${en.lastDay} is before the first day, ${en.firstDay}`);
  if (en.placement === "services" && !en.services)
    problems.push("services: placed on service pages, the notice needs at least one of them");
  if (en.placement !== "services" && en.services)
    problems.push(
      `services: only for a notice placed on service pages (placement is ${en.placement})`,
    );
  if (declared && en.campaign && !declared.includes(en.campaign))
    problems.push(
      `campaign: "${en.campaign}" is not declared in content/campaigns.yml (declared: ${declared.join(", ") || "none"})`,
    );
  for (const locale of LOCALES) {
    const words = data[locale];
    if (words.link && !words.linkLabel)
      problems.push(`${locale}.linkLabel: the link needs its words in every language`);
    if (!words.link && words.linkLabel)
      problems.push(`${locale}.linkLabel: there is no link to label (choose its page)`);
  }
  // Competition Act: an offer is dated and shows its conditions next to it, in each language.
  const offer = LOCALES.map((locale) =>
    offerIn([data[locale].message, data[locale].linkLabel ?? ""].join(" ")),
  ).find(Boolean);
  if (offer) {
    for (const locale of LOCALES.filter((locale) => !data[locale].conditions))
      problems.push(
        `${locale}.conditions: the notice states an offer (${offer}): its conditions are required, shown next to it (Competition Act)`,
      );
    if (!en.lastDay)
      problems.push(
        `lastDay: the notice states an offer (${offer}): it needs its last day (Competition Act: no undated limited-time offer)`,
      );
  }
  return problems;
}

export const CampaignsFileSchema = z.object({
  ...translation,
  labels: field(
    z.object({
      /** The dismiss button's accessible name. */
      dismiss: field(text, { label: "Hide button (read by screen readers)" }),
      /** "Until {date}": a notice's last day, next to it. */
      until: field(text.regex(/\{date\}/, "must contain {date}"), {
        label: "Last day ({date} is the date)",
      }),
      /** "Scheduled from {date}": the mark of a future notice on a preview. */
      scheduled: field(text.regex(/\{date\}/, "must contain {date}"), {
        label: "Preview mark of a future notice ({date} is its first day)",
      }),
      /** The quote message's last line, "Campaign: {name}". */
      campaignLine: field(text.regex(/\{name\}/, "must contain {name}"), {
        label: "Last line of the quote message ({name} is the campaign's name)",
      }),
    }),
    { label: "Notice labels" },
  ),
  campaigns: field(
    z.array(
      z.object({
        code: field(slug, { label: "Code (in the link)", shared: true }),
        name: field(text, { label: "Name (ends the quote message)" }),
      }),
    ),
    { label: "Campaigns", summary: "{{fields.code}}: {{fields.name}}" },
  ),
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

import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, ContentError, readLocalizedYaml } from "@/lib/content/files";
import { getAllServices, router } from "@/lib/content/load";
import { typeset } from "@/lib/french-typography";
import { HTML_LANG } from "@/lib/i18n";
import { ottawaDay } from "@/lib/ottawa-day";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import {
  CAMPAIGNS_SHARED_FIELDS,
  CampaignsFileSchema,
  NOTICE_SHARED_FIELDS,
  type NoticeCatalogue,
  type NoticeFields,
  noticeSchema,
  offerIn,
} from "@/lib/schemas/notices";
import { isProductionBuild } from "@/lib/site-env";
import { format } from "@/lib/utils";

/*
 * Dated notices (docs/decisions/0009): content/notices/<name>.yml, each checked when the build
 * starts; and content/campaigns.yml, the declared campaign codes and the notices' labels.
 */

const FOLDER = "notices";
const CAMPAIGNS_FILE = "campaigns.yml";

/**
 * The link choices (the route table's pages, the quote form, then every service) and the
 * service pages a notice may be placed on. The projects page is offered while it exists.
 */
export function noticeCatalogue(): NoticeCatalogue {
  const services = getAllServices("en");
  const pages = router
    .entries()
    .map((entry) => entry.id)
    .filter((id) => !id.includes("/"));
  return {
    pages: [...pages, "quote", ...services.map((service) => service.id)],
    servicePaths: services.map((service) => service.href.replace(/^\//, "")),
  };
}

/**
 * Each language's half typeset for it, as the loader does for every other file: an editor
 * types ordinary spaces, and French words come out with OQLF's no-break spaces.
 */
function typesetHalves<T>(halves: Record<Locale, T>): Record<Locale, T> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeset(halves[locale], locale)]),
  ) as Record<Locale, T>;
}

const campaignsFile = typesetHalves(
  readLocalizedYaml(CAMPAIGNS_FILE, LOCALES, CampaignsFileSchema, CAMPAIGNS_SHARED_FIELDS),
);
const declared = campaignsFile.en.campaigns.map((campaign) => campaign.code);

export type NoticeSource = { id: string; data: Record<Locale, NoticeFields> };

/** Every notice file, in name order; a bad one stops the build naming the file and field. */
function readNotices(catalogue: NoticeCatalogue): NoticeSource[] {
  const folder = path.join(CONTENT_DIR, FOLDER);
  const files = existsSync(folder) ? readdirSync(folder).sort() : [];
  const schema = noticeSchema(catalogue);
  return files.map((file) => {
    const name = `${FOLDER}/${file}`;
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.yml$/.exec(file);
    if (!match) {
      throw new ContentError(name, [
        'is not "<name>.yml" with a name in lower-case words joined by hyphens',
      ]);
    }
    const data = typesetHalves(readLocalizedYaml(name, LOCALES, schema, NOTICE_SHARED_FIELDS));
    const problems = noticeProblems(data);
    if (problems.length) throw new ContentError(name, problems);
    return { id: match[1]!, data };
  });
}

/** Rules across fields and files, which the schema of one language cannot see. */
function noticeProblems(data: Record<Locale, NoticeFields>): string[] {
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
  if (en.campaign && !declared.includes(en.campaign))
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

const sources = readNotices(noticeCatalogue());

/** Where a page shows notices: every page's bar, the home page, or one service page. */
export type NoticeSpot = "everywhere" | "home" | { service: string };

export type NoticeView = {
  id: string;
  message: string;
  conditions?: string;
  link?: { href: string; label: string };
  /** YYYY-MM-DD: the page hides the notice itself once this day has passed in Ottawa. */
  lastDay?: string;
  /** "Until February 28, 2027", when the notice has a last day. */
  until?: string;
  /** "Scheduled from …": only on a preview, for a notice whose first day is still to come. */
  scheduled?: string;
};

/** "2027-02-28" → "February 28, 2027" / « 28 février 2027 » (OQLF: « 1er » for the first). */
function formatDay(day: string, locale: Locale): string {
  const formatted = new Intl.DateTimeFormat(HTML_LANG[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
  return locale === "fr" ? formatted.replace(/^1 /, "1er ") : formatted;
}

/**
 * The notices a page shows, built on `today` (Ottawa): current ones; on a preview, upcoming
 * ones too, marked. A notice past its last day is never built.
 */
export function noticesAt(
  notices: NoticeSource[],
  spot: NoticeSpot,
  locale: Locale,
  { today, preview }: { today: string; preview: boolean },
): NoticeView[] {
  const labels = campaignsFile[locale].labels;
  return notices
    .filter(({ data: { en } }) => {
      if (en.lastDay && en.lastDay < today) return false;
      if (en.firstDay > today && !preview) return false;
      if (spot === "everywhere" || spot === "home") return en.placement === spot;
      return (
        en.placement === "services" &&
        en.services!.some((page) => page.endsWith(`/${spot.service}/`))
      );
    })
    .map(({ id, data }) => {
      const words = data[locale];
      const link = words.link && {
        href: linkHref(words.link, locale, data.en.campaign),
        label: words.linkLabel!,
      };
      return {
        id,
        message: words.message,
        ...(words.conditions && { conditions: words.conditions }),
        ...(link && { link }),
        ...(words.lastDay && {
          lastDay: words.lastDay,
          until: format(labels.until, { date: formatDay(words.lastDay, locale) }),
        }),
        ...(words.firstDay > today && {
          scheduled: format(labels.scheduled, { date: formatDay(words.firstDay, locale) }),
        }),
      };
    });
}

/** The notice's link in this language, carrying its campaign code when it has one. */
function linkHref(link: string, locale: Locale, campaign: string | undefined): string {
  const service = getAllServices(locale).find((item) => item.id === link);
  const href = service
    ? service.href
    : router.page(link as Parameters<typeof router.page>[0], locale);
  if (!campaign) return href;
  const [pathPart, hash] = href.split("#");
  return `${pathPart}?campaign=${campaign}${hash ? `#${hash}` : ""}`;
}

/** The notices this build shows at one spot, as of the day it runs. */
export const getNotices = (spot: NoticeSpot, locale: Locale) =>
  noticesAt(sources, spot, locale, {
    today: ottawaDay(new Date()),
    preview: !isProductionBuild(),
  });

export const getNoticeLabels = (locale: Locale) => campaignsFile[locale].labels;

/** Declared codes → the quote message's last line in this language ("Campaign: …"). */
export const getCampaignLines = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    campaignsFile[locale].campaigns.map((campaign) => [
      campaign.code,
      format(campaignsFile[locale].labels.campaignLine, { name: campaign.name }),
    ]),
  );

/** For tests: the parsed notice files. */
export const getNoticeSources = () => sources;

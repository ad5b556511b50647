import { getAllServices, router } from "@/lib/content/load";
import {
  campaignsFile,
  noticeCatalogueOf,
  type NoticeSource,
  readNotices,
} from "@/lib/content/notice-files";

export type { NoticeSource };
import { ottawaDay } from "@/lib/ottawa-day";
import { type Locale } from "@/lib/schemas/locales";
import { type NoticeCatalogue } from "@/lib/schemas/notices";
import { isProductionBuild } from "@/lib/site-env";
import { format, formatDay } from "@/lib/format";

/*
 * Dated notices (docs/decisions/0009): content/notices/<name>.yml, each checked when the build
 * starts; and content/campaigns.yml, the declared campaign codes and the notices' labels.
 */

/**
 * The link choices (the route table's pages, the quote form, then every service) and the
 * service pages a notice may be placed on. The projects page is offered while it exists.
 */
export const noticeCatalogue = (): NoticeCatalogue => noticeCatalogueOf(router);

// Checked once already while the rest of the content loaded (lib/content/load.ts).
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

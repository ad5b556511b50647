import { ContentError, type LoadContext, readTypeset } from "@/lib/store/files";
import { type createRouter } from "@/lib/content/router";
import { format, formatDay } from "@/lib/locale/format";
import { ottawaDay } from "@/lib/locale/ottawa-day";
import { isProductionBuild } from "@/lib/site/site-env";
import { type Locale } from "@/lib/schemas/locales";
import { LISTED_KINDS, REGISTRY } from "@/lib/registry/registry";
import { type NoticeChoices, type NoticeFields, noticeRules } from "@/lib/schemas/notices";

/*
 * The notice files (content/notices/<name>.yml) and content/campaigns.yml, read and checked
 * from the route table alone, so the loader checks them with every other file in one run
 * (lib/content/load.ts) and the pages read them (lib/content/notices.ts).
 */

const NOTICES = REGISTRY.notices;
const FOLDER = NOTICES.folder;
const CAMPAIGNS = REGISTRY.campaigns.files.campaigns;

/** The link choices (the table's pages, the quote form, the services) and the service pages. */
export function noticeChoicesOf(router: ReturnType<typeof createRouter>): NoticeChoices {
  const entries = router.entries();
  // Below a page of its own (a project, a guide, an area) is not a service.
  const services = entries.filter(
    (entry) =>
      entry.id.includes("/") && !LISTED_KINDS.some((kind) => entry.id.startsWith(`${kind}/`)),
  );
  return {
    pages: [
      ...entries.map((entry) => entry.id).filter((id) => !id.includes("/")),
      "quote",
      ...services.map((entry) => entry.id.split("/")[1]!),
    ],
    servicePaths: services.map((entry) => entry.en.replace(/^\//, "")),
  };
}

/** content/campaigns.yml: the declared campaign codes and the notices' labels. */
export const readCampaigns = (context: LoadContext) =>
  readTypeset(context, CAMPAIGNS.file, CAMPAIGNS.schema);
export type CampaignsFile = ReturnType<typeof readCampaigns>;

export type NoticeSource = { id: string; data: Record<Locale, NoticeFields> };

/** Every notice file, in name order; each bad one is named, with every problem it has. */
export function readNotices(
  context: LoadContext,
  choices: NoticeChoices,
  campaignsFile: CampaignsFile,
): NoticeSource[] {
  const { report } = context;
  const files = context.store.list(FOLDER).sort();
  const schema = NOTICES.schema({ notice: choices });
  const declared = campaignsFile.en?.campaigns.map((campaign) => campaign.code);
  return files.flatMap((file) => {
    const name = `${FOLDER}/${file}`;
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.yml$/.exec(file);
    if (!match) {
      report(
        new ContentError(name, [
          'is not "<name>.yml" with a name in lower-case words joined by hyphens',
        ]),
      );
      return [];
    }
    const data = readTypeset(context, name, schema);
    const problems = noticeRules(data, declared);
    if (problems.length) {
      report(new ContentError(name, problems));
      return [];
    }
    return [{ id: match[1]!, data }];
  });
}

type Router = ReturnType<typeof createRouter>;

/** What a notice's views need of the rest of the content. */
type NoticeSite = {
  campaigns: CampaignsFile;
  router: Router;
  /** Every service of one language, with its page. */
  services: (locale: Locale) => { id: string; href: string }[];
};

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
function noticesAt(
  notices: NoticeSource[],
  spot: NoticeSpot,
  locale: Locale,
  { today, preview }: { today: string; preview: boolean },
  site: NoticeSite,
): NoticeView[] {
  const labels = site.campaigns[locale].labels;
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
        href: linkHref(site, words.link, locale, data.en.campaign),
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
function linkHref(
  { router, services }: NoticeSite,
  link: string,
  locale: Locale,
  campaign: string | undefined,
): string {
  const service = services(locale).find((item) => item.id === link);
  const href = service ? service.href : router.page(link as Parameters<Router["page"]>[0], locale);
  if (!campaign) return href;
  const [pathPart, hash] = href.split("#");
  return `${pathPart}?campaign=${campaign}${hash ? `#${hash}` : ""}`;
}

/** The notices' part of one load's content (lib/content/load.ts): what the pages ask for. */
export function noticeViews(sources: NoticeSource[], site: NoticeSite) {
  const { campaigns } = site;
  return {
    /** The notices this build shows at one spot, as of the day it runs. */
    getNotices: (spot: NoticeSpot, locale: Locale) =>
      noticesAt(
        sources,
        spot,
        locale,
        { today: ottawaDay(new Date()), preview: !isProductionBuild() },
        site,
      ),
    /** `notices` at one spot on `today` (tests give their own day). */
    noticesAt: (
      notices: NoticeSource[],
      spot: NoticeSpot,
      locale: Locale,
      when: { today: string; preview: boolean },
    ) => noticesAt(notices, spot, locale, when, site),
    getNoticeLabels: (locale: Locale) => campaigns[locale].labels,
    /** Declared codes → the quote message's last line in this language ("Campaign: …"). */
    getCampaignLines: (locale: Locale): Record<string, string> =>
      Object.fromEntries(
        campaigns[locale].campaigns.map((campaign) => [
          campaign.code,
          format(campaigns[locale].labels.campaignLine, { name: campaign.name }),
        ]),
      ),
    /** The parsed notice files. */
    getNoticeSources: () => sources,
    /**
     * The link choices (the route table's pages, the quote form, then every service) and the
     * service pages a notice may be placed on. The projects page is offered while it exists.
     */
    noticeChoices: (): NoticeChoices => noticeChoicesOf(site.router),
  };
}

import { siteContent } from "@/lib/content/load";

export type { NoticeSource } from "@/lib/content/notice-files";
export type { NoticeSpot } from "@/lib/content/notice-files";

/*
 * Dated notices (docs/decisions/0009): content/notices/<name>.yml, each checked when the
 * content loads (lib/content/load.ts, lib/content/notice-files.ts); and content/campaigns.yml,
 * the declared campaign codes and the notices' labels. The site's content, as the pages read it.
 */

type Notices = ReturnType<typeof siteContent>;

export const getNotices: Notices["getNotices"] = (...args) => siteContent().getNotices(...args);
export const noticesAt: Notices["noticesAt"] = (...args) => siteContent().noticesAt(...args);
export const getNoticeLabels: Notices["getNoticeLabels"] = (locale) =>
  siteContent().getNoticeLabels(locale);
export const getCampaignLines: Notices["getCampaignLines"] = (locale) =>
  siteContent().getCampaignLines(locale);
/** For tests: the parsed notice files. */
export const getNoticeSources = () => siteContent().getNoticeSources();
export const noticeChoices = () => siteContent().noticeChoices();

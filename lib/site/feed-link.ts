import "server-only";
import { getSite, getUi } from "@/lib/content";
import { format } from "@/lib/locale/format";
import { type Locale } from "@/lib/schemas/locales";

/**
 * Each language's Atom feed of the guides (lib/site/atom-feed.ts), at a fixed address outside the
 * route table, so a renamed slug never moves it away from the readers subscribed to it.
 */
export const feedPath = (locale: Locale) => (locale === "en" ? "/feed.xml" : `/${locale}/feed.xml`);

/** The feed's title, as every page's <head> link and the feed itself name it. */
export const feedTitle = (locale: Locale) =>
  format(getUi(locale).guides.feed, { name: getSite(locale).name });

/** Metadata's `alternates.types`: every page of a language links its feed (rel="alternate"). */
export const feedAlternates = (locale: Locale) => ({
  "application/atom+xml": [{ url: feedPath(locale), title: feedTitle(locale) }],
});

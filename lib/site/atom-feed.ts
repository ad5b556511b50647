import "server-only";
import { getGuides, getPages, getSite, router } from "@/lib/content";
import { feedPath, feedTitle } from "@/lib/site/feed-link";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";
import { absoluteUrl } from "@/lib/site/seo";

/*
 * Atom is a handful of elements, written here with their text escaped rather than through a
 * feed or XML library the project would add for them. The site's texts are already plain
 * strings and sanitized HTML (lib/content/markdown.ts); HTML goes in as escaped text
 * (type="html"), as RFC 4287 defines it.
 */
const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const element = (name: string, value: string, attributes = "") =>
  `<${name}${attributes}>${escape(value)}</${name}>`;

/** A day of the content (YYYY-MM-DD) as Atom's date-time: its start in Ottawa's winter time. */
const dateTime = (day: string) => `${day}T00:00:00-05:00`;

/**
 * One language's guides, newest first, with their whole text. Links inside an entry are the
 * site's own paths: xml:base on the feed makes them absolute for the reader.
 */
export function atomFeed(locale: Locale): string {
  const guides = getGuides(locale);
  const page = getPages(locale).guides;
  const index = absoluteUrl(router.page("guides", locale));
  const updated =
    guides
      .map((guide) => guide.updated)
      .sort()
      .at(-1) ?? "1970-01-01";
  const entries = guides.map((guide) => {
    const url = absoluteUrl(guide.href);
    const photo = guide.photo;
    const image = `<p><img src="${escape(photo.file)}" alt="${escape(photo.alt)}" width="${photo.width}" height="${photo.height}"></p>`;
    return [
      "<entry>",
      element("id", url),
      element("title", guide.title),
      `<link rel="alternate" type="text/html" href="${escape(url)}"/>`,
      element("published", dateTime(guide.published)),
      element("updated", dateTime(guide.updated)),
      `<author>${element("name", guide.author.name)}</author>`,
      ...guide.services.map((service) => `<category term="${escape(service.name)}"/>`),
      element("summary", guide.summary),
      element("content", `${image}${guide.html}`, ' type="html"'),
      "</entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HTML_LANG[locale]}" xml:base="${escape(absoluteUrl("/"))}">`,
    element("id", index),
    element("title", feedTitle(locale)),
    element("subtitle", page.intro),
    `<link rel="self" type="application/atom+xml" href="${escape(absoluteUrl(feedPath(locale)))}"/>`,
    `<link rel="alternate" type="text/html" href="${escape(index)}"/>`,
    element("updated", dateTime(updated)),
    `<author>${element("name", getSite(locale).name)}</author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** The route handler of one language's feed, exported as a static file. */
export const feedResponse = (locale: Locale) =>
  new Response(atomFeed(locale), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });

import { ContentError, type LoadContext } from "@/lib/store/files";
import { type PhotoOf } from "@/lib/content/photos";
import { type EntrySource, readCollection } from "@/lib/content/collection";
import { typeset } from "@/lib/locale/french-typography";
import { REGISTRY } from "@/lib/registry/registry";
import { type GuideChoices, type GuideFrontMatter, guideRules } from "@/lib/schemas/guide";
import { type Locale } from "@/lib/schemas/locales";

export type GuideSource = EntrySource<GuideFrontMatter>;

const GUIDES = REGISTRY.guides;
const FOLDER = GUIDES.folder;
/** Words a reader reads in a minute: the usual figure for prose read on a screen. */
const WORDS_PER_MINUTE = 200;

/**
 * Every guide of content/guides/, newest first (first published, then id). At least one: its
 * pages have an address per guide, and an empty list would leave the index a dead end.
 */
export function readGuides(context: LoadContext, choices: GuideChoices): GuideSource[] {
  const { report } = context;
  const guides = readCollection(context, GUIDES, GUIDES.schema({ guide: choices }));
  for (const guide of guides) {
    const problems = guideRules(guide.data.en);
    if (problems.length) report(new ContentError(`${FOLDER}/${guide.id}.en.md`, problems));
  }
  if (guides.length === 0) {
    report(new ContentError(FOLDER, ["holds no guide: the guides pages need at least one"]));
  }
  return guides.sort(
    (a, b) => b.data.en.published.localeCompare(a.data.en.published) || a.id.localeCompare(b.id),
  );
}

/** Minutes to read a Markdown text, rounded up: the words between its marks, counted. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

type GuideContext = {
  locale: Locale;
  href: string;
  /** "2026-04-15" → "April 15, 2026", in the page's language. */
  day: (date: string) => string;
  service: (id: string) => { id: string; name: string; href: string };
  author: (id: string) => { id: string; name: string; role: string; standIn?: boolean };
  /** The article as HTML, rendered and sanitized like every Markdown text of the site. */
  render: (markdown: string, file: string) => string;
  photo: PhotoOf;
};

/** One guide as its page, the index, the feed and its services' pages show it. */
export function guideView(source: GuideSource, context: GuideContext) {
  const { locale } = context;
  const data = typeset(source.data[locale], locale);
  const file = `${FOLDER}/${source.id}.${locale}.md`;
  return {
    id: source.id,
    href: context.href,
    title: data.title,
    summary: data.summary,
    published: data.published,
    updated: data.updated,
    publishedLabel: context.day(data.published),
    updatedLabel: context.day(data.updated),
    author: context.author(data.author),
    services: data.services.map(context.service),
    photo: context.photo(data.photo, file, "photo"),
    minutes: readingMinutes(source.body[locale]),
    html: context.render(source.body[locale], file),
  };
}

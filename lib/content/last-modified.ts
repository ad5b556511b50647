import { execFileSync } from "node:child_process";
import { pageOfEntry } from "@/lib/content/entry-pages";
import { findEntry } from "@/lib/registry/registry";
import { CONTENT_DIR, type ContentStore, parseData, storeOf } from "@/lib/store/store";
import { type Locale, LOCALES } from "@/lib/schemas/locales";

/*
 * When each page's content last changed (docs/decisions/0016): the sitemap's `lastmod`, from the
 * entries whose preview page it is (a Markdown file in its own language only); the words every
 * page shares move no date, or every date would move together. A file's date is the later of
 * its last commit and the date it gives itself (`updated`, `lastUpdated`, `reviewed`); on a
 * shallow clone only the latter counts. Never the build's time.
 */

/** The collections whose files every page shows: they date no page. */
const SITE_WIDE = new Set(["labels", "fixed", "fixed_wording", "notices", "campaigns"]);
/** The fields in which a file gives its own date of change. */
const OWN_DATES = ["updated", "lastUpdated", "reviewed"] as const;

const RECORD = "\u001e";

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd, stdio: ["ignore", "pipe", "ignore"] }).toString("utf8");
  } catch {
    return undefined;
  }
}

/** Each content file's last commit date, or none at all outside Git or on a shallow clone. */
function commitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  if (git(dir, ["rev-parse", "--is-shallow-repository"])?.trim() !== "false") return dates;
  const log = git(dir, ["log", "--relative", `--format=${RECORD}%cI`, "--name-only", "--", "."]);
  for (const record of (log ?? "").split(RECORD).filter(Boolean)) {
    const [when = "", ...names] = record.split("\n");
    // Newest first: a file's first appearance is its last change.
    for (const name of names) if (name && !dates.has(name)) dates.set(name, when);
  }
  return dates;
}

/** The latest day the file's own fields give, in either language's half. */
function ownDate(store: ContentStore, file: string): string | undefined {
  const text = store.text(file)!;
  const data = parseData(file, text);
  if (!data || typeof data !== "object") return undefined;
  const record = data as Record<string, unknown>;
  const halves = [record, ...LOCALES.map((locale) => record[locale])];
  const days = halves.flatMap((half) =>
    half && typeof half === "object"
      ? OWN_DATES.map((key) => (half as Record<string, unknown>)[key]).filter(
          (value): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value),
        )
      : [],
  );
  return latest(days);
}

const latest = (dates: string[]): string | undefined =>
  dates.reduce<string | undefined>(
    (best, date) => (!best || Date.parse(date) > Date.parse(best) ? date : best),
    undefined,
  );

type Router = Parameters<typeof pageOfEntry>[2];

/**
 * The date each page's content last changed, by site path ("/guides/one/", "/fr/…"); a page
 * with no dated content is absent. `content` is the site's content folder unless given.
 */
export function lastModified(
  router: Router,
  content: string | ContentStore = CONTENT_DIR,
): Map<string, string> {
  const store = storeOf(content);
  const commits = commitDates(store.dir);
  const byPage = new Map<string, string[]>();
  for (const entry of store.entries) {
    const found = findEntry(entry.entry);
    if (!found || SITE_WIDE.has(found.name)) continue;
    for (const file of entry.files) {
      const language = /\.([a-z]{2})\.md$/.exec(file)?.[1];
      const locales = LOCALES.filter((locale: Locale) => !language || locale === language);
      const dates = [commits.get(file), ownDate(store, file)].filter(
        (date): date is string => date !== undefined,
      );
      for (const locale of locales) {
        const page = pageOfEntry(entry.entry, locale, router);
        if (page) byPage.set(page, [...(byPage.get(page) ?? []), ...dates]);
      }
    }
  }
  const out = new Map<string, string>();
  for (const [page, dates] of byPage) {
    const date = latest(dates);
    if (date) out.set(page, date);
  }
  return out;
}

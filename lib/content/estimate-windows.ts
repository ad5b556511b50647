import { ContentError } from "@/lib/store/content-error";
import { type LoadContext, readLocalizedYaml } from "@/lib/store/files";
import { REGISTRY } from "@/lib/registry/registry";
import { typeset } from "@/lib/locale/french-typography";
import { HTML_LANG } from "@/lib/locale/i18n";
import {
  describeWindow,
  type EstimateWindow,
  estimateWindowRules,
  passedWindows,
  type RiverSide,
  windowStart,
} from "@/lib/schemas/estimate-windows";
import { type Ui } from "@/lib/schemas/labels";
import { type Locale, perLocale } from "@/lib/schemas/locales";
import { format } from "@/lib/locale/format";

/** One window as the quote form offers it, in one language. */
export type WindowChoice = {
  id: string;
  /** "Saturday, December 12, morning" / « samedi 12 décembre, en matinée ». */
  when: string;
  side: RiverSide;
  note?: string;
  /** When it starts (ms since 1970): the page stops offering it then. */
  startsAt: number;
};

type Sources = Record<Locale, (EstimateWindow & { startsAt: number })[]>;

/**
 * content/estimate-windows.yml, both languages (docs/decisions/0018). Two windows at the same time
 * are refused, naming the file; a window that has started since it was published is left out
 * with a warning: a build never fails only because time went by.
 */
export function readEstimateWindows(context: LoadContext, now = Date.now()): Sources {
  const { report, warn } = context;
  const { file, schema } = REGISTRY.estimate_windows.files.windows;
  const halves = readLocalizedYaml(context, file, schema);
  const windows = halves.en.windows ?? [];
  const problems = estimateWindowRules(windows).map((problem) => `en.${problem}`);
  if (problems.length) report(new ContentError(file, problems));
  const passed = new Set(passedWindows(windows, now));
  for (const each of passed)
    warn(
      `content/${file}: the estimate window ${describeWindow(each)} has started or passed, so it is not offered: remove it in the CMS`,
    );
  return perLocale((locale) =>
    (halves[locale].windows ?? [])
      .map((each, index) => ({
        ...typeset(each, locale),
        startsAt: windowStart(windows[index]!),
      }))
      .filter((_, index) => !passed.has(windows[index]!))
      .sort((a, b) => a.startsAt - b.startsAt),
  ) as Sources;
}

/** The windows still to come, worded for the quote form of one language. */
export function windowChoices(
  windows: Sources[Locale],
  locale: Locale,
  words: Ui["form"]["estimate"],
): WindowChoice[] {
  const day = new Intl.DateTimeFormat(HTML_LANG[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  // OQLF: « 1er » for the first of a month, which Intl writes « 1 ».
  const dayOf = (date: string) => {
    const written = day.format(new Date(`${date}T12:00:00Z`));
    return locale === "fr" ? written.replace(/ 1 /, " 1er ") : written;
  };
  return windows.map((each) => ({
    id: `${each.date}-${each.part}`,
    when: format(words.when, {
      date: dayOf(each.date),
      part: words.parts[each.part],
    }),
    side: each.side,
    ...(each.note ? { note: each.note } : {}),
    startsAt: each.startsAt,
  }));
}

import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, ContentError, readLocalizedYaml, report } from "@/lib/content/files";
import { type createRouter } from "@/lib/content/router";
import { typeset } from "@/lib/french-typography";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import {
  CAMPAIGNS_SHARED_FIELDS,
  CampaignsFileSchema,
  NOTICE_SHARED_FIELDS,
  type NoticeCatalogue,
  type NoticeFields,
  noticeRules,
  noticeSchema,
} from "@/lib/schemas/notices";

/*
 * The notice files (content/notices/<name>.yml) and content/campaigns.yml, read and checked
 * from the route table alone, so the loader checks them with every other file in one run
 * (lib/content/load.ts) and the pages read them (lib/content/notices.ts).
 */

const FOLDER = "notices";
const CAMPAIGNS_FILE = "campaigns.yml";

/** The link choices (the table's pages, the quote form, the services) and the service pages. */
export function noticeCatalogueOf(router: ReturnType<typeof createRouter>): NoticeCatalogue {
  const entries = router.entries();
  // Below a page of its own (a project, a guide, an area) is not a service.
  const services = entries.filter(
    (entry) => entry.id.includes("/") && !/^(projects|guides|areas)\//.test(entry.id),
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

/**
 * Each language's half typeset for it, as the loader does for every other file: an editor
 * types ordinary spaces, and French words come out with OQLF's no-break spaces. A file that
 * failed to read (already reported) passes through as it is.
 */
function typesetHalves<T>(halves: Record<Locale, T>): Record<Locale, T> {
  if (!halves || typeof halves !== "object") return halves;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeset(halves[locale], locale)]),
  ) as Record<Locale, T>;
}

export const campaignsFile = typesetHalves(
  readLocalizedYaml(CAMPAIGNS_FILE, LOCALES, CampaignsFileSchema, CAMPAIGNS_SHARED_FIELDS),
);

export type NoticeSource = { id: string; data: Record<Locale, NoticeFields> };

/** Every notice file, in name order; each bad one is named, with every problem it has. */
export function readNotices(catalogue: NoticeCatalogue): NoticeSource[] {
  const folder = path.join(CONTENT_DIR, FOLDER);
  const files = existsSync(folder) ? readdirSync(folder).sort() : [];
  const schema = noticeSchema(catalogue);
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
    const data = typesetHalves(readLocalizedYaml(name, LOCALES, schema, NOTICE_SHARED_FIELDS));
    const problems = noticeRules(data, declared);
    if (problems.length) {
      report(new ContentError(name, problems));
      return [];
    }
    return [{ id: match[1]!, data }];
  });
}

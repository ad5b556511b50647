import path from "node:path";
import { decapCollections } from "@/lib/cms/decap-config";
import { formChoices } from "@/lib/cms/form-choices";
import { CONTENT_DIR, type ContentStore, parseData, perBuild, storeOf } from "@/lib/store/store";
import { LOCALES } from "@/lib/schemas/locales";
import { type StandInItem, listStandIns } from "@/lib/content/stand-ins";
import { cmsLabels } from "@/lib/translation/cms-labels";

/*
 * The "Before launch" screen's list (/admin/launch/): the items `npm run launch-check` prints
 * (lib/content/stand-ins/), each named as the CMS names it, with the address that opens its entry.
 */

export type BeforeLaunchItem = StandInItem & {
  /** The CMS screen: "Shared (all languages) › Business details", "Project › Orléans siding". */
  screen: string;
  /** The field's label in that screen's form: "RBQ licence", "Photos › 2". */
  label: string;
  /** The entry in the CMS, relative to /admin/: "#/collections/projects/entries/orleans-…". */
  cmsLink: string | undefined;
};

type Collection = { name: string; folder?: string; files?: { name: string; file: string }[] };

const [SOURCE] = LOCALES;
const SEPARATOR = " › ";

/** The slug Decap gives a folder entry: its file name without the language and extension. */
const slugOf = (file: string) =>
  path.posix.basename(file).replace(new RegExp(`(\\.(${LOCALES.join("|")}))?\\.(md|yml)$`), "");

function cmsLinkOf(collections: Collection[], file: string): string | undefined {
  for (const collection of collections) {
    const named = collection.files?.find((item) => item.file === `content/${file}`);
    if (named) return `#/collections/${collection.name}/entries/${named.name}`;
    if (collection.folder === `content/${path.posix.dirname(file)}`) {
      return `#/collections/${collection.name}/entries/${slugOf(file)}`;
    }
  }
  return undefined;
}

/** A folder entry's name or title, as the CMS lists it. */
function titleOf(store: ContentStore, file: string): string | undefined {
  const text = store.text(file);
  if (text === undefined) return undefined;
  const data = parseData(file, text) as { name?: unknown; title?: unknown } | null | undefined;
  const title = data?.name ?? data?.title;
  return typeof title === "string" ? title : undefined;
}

/** Every stand-in of `content`, in launch-check's order, in the CMS's words. */
export function beforeLaunch(content: string | ContentStore = CONTENT_DIR): BeforeLaunchItem[] {
  const store = storeOf(content);
  const labels = cmsLabels(store);
  let collections: Collection[] = [];
  try {
    collections = decapCollections(formChoices(store)) as Collection[];
  } catch {
    // Without the service catalogue the items keep their files' names and no link.
  }
  return listStandIns(store).map((item) => {
    // A file of both languages holds its facts under the source language, which the form
    // shows without a heading of its own.
    // A file that is a list is held under "items" in the form (content-format.mjs).
    const inFile = item.field.startsWith(`${SOURCE}.`)
      ? item.field.slice(SOURCE.length + 1)
      : item.field;
    const field = inFile.startsWith("[") ? `items${inFile}` : inFile;
    const label =
      item.kind === "business"
        ? (labels.field(item.file, `standIn.${field}`).split(SEPARATOR).at(-1) ?? field)
        : labels.field(item.file, field);
    return {
      ...item,
      screen: labels.entry(item.file, titleOf(store, item.file)),
      label,
      // A business fact's switch is drawn beside its field, down the form: the link shows it
      // (public/admin/cms-field-link.mjs).
      cmsLink:
        item.kind === "business"
          ? `${cmsLinkOf(collections, item.file)}?field=standIn.${field}`
          : cmsLinkOf(collections, item.file),
    };
  });
}

export const getBeforeLaunch = perBuild(() => beforeLaunch());

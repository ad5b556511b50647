import { REGISTRY } from "@/lib/registry/registry";
import {
  CONTENT_DIR,
  type ContentStore,
  parseData,
  parseMarkdown,
  perBuild,
  storeOf,
} from "@/lib/store/store";
import { LOCALES } from "@/lib/schemas/locales";
import { isRecord } from "@/lib/schemas/shared-copy";
import { BUSINESS_STAND_INS, type BusinessStandIn, PAINT_CLAIM } from "@/lib/content/stand-ins/marks";

export {
  BUSINESS_STAND_INS,
  type BusinessStandIn,
  looksFictional,
  PAINT_CLAIM,
} from "@/lib/content/stand-ins/marks";

/*
 * Every stand-in the content still holds (docs/decisions/0014), read from the files as written,
 * for launch-check, the preview banner and a launch build; the marks are found wherever they
 * are, so a new kind of entry that takes `standIn` is listed with nothing added here.
 */

export type StandInItem = {
  kind: "business" | "claim" | "project" | "testimonial" | "team" | "rates" | "photo" | "entry";
  /** The file under content/, e.g. "shared/business.yml". */
  file: string;
  /** Where in the file, as the build's messages name it: "pairs[0].after", "rbqLicence". */
  field: string;
  /** What the owner must supply, in plain words. */
  supply: string;
};

// The files and folders whose marks mean more than "an example", as the registry places them.
const BUSINESS_FILE = REGISTRY.shared.files.business.file;
const TESTIMONIALS_FILE = REGISTRY.shared_lists.files.testimonials.file;
const TEAM_FILE = REGISTRY.team.files.team.file;
const PROJECTS = `${REGISTRY.projects.folder}/`;
const PRICE_RANGES = `${REGISTRY.price_ranges.perService.folder}/`;
const PROCESS = `${REGISTRY.process.folder}/`;

/** The business fact behind each mark of business.yml, to quote today's value. */
const BUSINESS_FIELDS: Record<BusinessStandIn, string[]> = {
  phones: ["phones.office.display", "phones.whatsapp.display"],
  email: ["email"],
  address: ["address.street", "address.city", "address.postalCode"],
  rbqLicence: ["rbqLicence"],
  insurance: ["credentials.insurance.insurer", "credentials.insurance.amount"],
  wsibClearance: ["credentials.wsibClearance", "credentials.wsibAccount"],
  gstHst: ["taxNumbers.gstHst"],
  qst: ["taxNumbers.qst"],
  reviews: ["credentials.reviews.0.read", "credentials.reviews.1.read"],
  privacyEmail: ["privacy.officerEmail"],
  warranty: ["credentials.warrantyYears"],
  counters: ["counters.0.value", "counters.1.value", "counters.2.value"],
  paintClaims: ["credentials.paintLine"],
};

/** Every string under `data` that makes a paint claim, with its path. */
function claims(data: unknown, at: string): string[] {
  if (typeof data === "string") return PAINT_CLAIM.test(data) ? [at] : [];
  if (Array.isArray(data)) return data.flatMap((item, index) => claims(item, `${at}[${index}]`));
  if (!isRecord(data)) return [];
  // The stand-in note's own words name the claims; they are not one.
  return Object.entries(data)
    .filter(([key]) => key !== "standIn")
    .flatMap(([key, value]) => claims(value, at ? `${at}.${key}` : key));
}

/** The paint claims of one file, in every language, each by its field ("body" for Markdown). */
function paintClaims(file: string, text: string): StandInItem[] {
  const parts = file.endsWith(".md") ? parseMarkdown(text) : null;
  const fields = parts
    ? [...claims(parts.data, ""), ...(PAINT_CLAIM.test(parts.body) ? ["body"] : [])]
    : claims(parseData(file, text), "");
  return fields.map((field) => ({
    kind: "claim" as const,
    file,
    field,
    supply: `a low-VOC or low-odour claim: name the paint line behind it (${BUSINESS_FILE}, credentials.paintLine), or reword it`,
  }));
}

type Data = Record<string, unknown>;

const valueAt = (data: unknown, at: string): unknown =>
  at
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        isRecord(value) ? value[key] : Array.isArray(value) ? value[Number(key)] : undefined,
      data,
    );

/** What one marked entry is, and what replaces it. */
function describe(file: string, at: string, entry: Data): Pick<StandInItem, "kind" | "supply"> {
  if (typeof entry.src === "string") {
    const alt = typeof entry.alt === "string" ? ` (today: ${entry.alt})` : "";
    return {
      kind: "photo",
      supply: `a photo of the business's own work or team in place of this stock photo${alt}`,
    };
  }
  if (file.startsWith(PROJECTS) && at === "") {
    return {
      kind: "project",
      supply:
        "a real finished job (with the client's written agreement to publish its photos) in place of this example project, or delete it",
    };
  }
  if (file === TESTIMONIALS_FILE) {
    return {
      kind: "testimonial",
      supply: `a real client's words, with their agreement, in place of this testimonial written to illustrate (its words: ${REGISTRY.lists.files.testimonials.file}, id "${String(entry.id)}")`,
    };
  }
  if (file.startsWith(PRICE_RANGES)) {
    return {
      kind: "rates",
      supply:
        "the business's own typical rates for this service (low and high figures, minimum charge, fees), confirmed by the owner",
    };
  }
  if (file === TEAM_FILE) {
    return {
      kind: "team",
      supply: `the name and role of a real member of the team in place of this example (id "${String(entry.id)}")`,
    };
  }
  if (file.startsWith(PROCESS)) {
    return {
      kind: "entry",
      supply:
        "the owner's confirmation of each promise of “Your project, step by step” (preparation, the crew lead, daily updates and the colour sign-off, the walk-through and touch-ups, what the warranty covers and how a claim is answered), or the text changed to what the business does: each is a representation under the Competition Act",
    };
  }
  return { kind: "entry", supply: "the real entry in place of this example" };
}

/** Every `standIn: true` under `data`, with its path ("" for the file's top). */
function marked(data: unknown, at = ""): { at: string; entry: Data }[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => marked(item, `${at}[${index}]`));
  }
  if (!isRecord(data)) return [];
  const own = data.standIn === true ? [{ at, entry: data }] : [];
  return [
    ...own,
    ...Object.entries(data).flatMap(([key, value]) =>
      key === "standIn" ? [] : marked(value, at ? `${at}.${key}` : key),
    ),
  ];
}

function businessStandIns(data: unknown): StandInItem[] {
  const marks = isRecord(data) && isRecord(data.standIn) ? data.standIn : {};
  return (Object.keys(BUSINESS_STAND_INS) as BusinessStandIn[])
    .filter((fact) => marks[fact] === true)
    .map((fact) => {
      const today = BUSINESS_FIELDS[fact]
        .map((at) => valueAt(data, at))
        .filter((value) => value !== undefined && value !== null)
        .join(", ");
      return {
        kind: "business" as const,
        file: BUSINESS_FILE,
        field: fact,
        supply: `${BUSINESS_STAND_INS[fact]}${today ? ` (today: ${today})` : ""}`,
      };
    });
}

/** The registered files under `dir` (lib/registry/registered-files.ts), in a stable order. */
const contentFiles = (store: ContentStore): string[] =>
  store.entries.flatMap((entry) => entry.files).sort();

/**
 * The facts of an entry are written once, in its default language (the English file or
 * half): the other languages' halves are left out so nothing is counted twice.
 */
function defaultLanguageData(file: string, text: string): { data: unknown; prefix: string } {
  const [first, ...others] = LOCALES;
  if (others.some((locale) => file.endsWith(`.${locale}.md`))) return { data: null, prefix: "" };
  const data = parseData(file, text);
  if (!file.endsWith(".md") && isRecord(data) && LOCALES.every((locale) => locale in data)) {
    return { data: data[first], prefix: `${first}.` };
  }
  return { data, prefix: "" };
}

/** The business's facts first, then its work and people, the photos last. */
const RANK = [BUSINESS_FILE, PROJECTS, TESTIMONIALS_FILE, TEAM_FILE];
const rank = (item: StandInItem) => {
  const index = RANK.findIndex((start) => item.file.startsWith(start));
  return index < 0 ? RANK.length : index;
};

/** Every stand-in left in the content folder, the business's facts first, then by file. */
export function listStandIns(content: string | ContentStore = CONTENT_DIR): StandInItem[] {
  const store = storeOf(content);
  const files = contentFiles(store);
  const business = files.includes(BUSINESS_FILE)
    ? parseData(BUSINESS_FILE, store.text(BUSINESS_FILE)!)
    : null;
  const claimsStand =
    isRecord(business) && isRecord(business.standIn) && business.standIn.paintClaims === true;
  const items = files.flatMap((file) => {
    const text = store.text(file)!;
    const { data, prefix } = defaultLanguageData(file, text);
    const claimed = claimsStand && file !== BUSINESS_FILE ? paintClaims(file, text) : [];
    if (file === BUSINESS_FILE) return businessStandIns(data);
    return [
      ...claimed,
      ...marked(data).map(({ at, entry }) => ({
        file,
        field: `${prefix}${at || "standIn"}`,
        ...describe(file, at, entry),
      })),
    ];
  });
  // A stable sort: within a rank, the files' order.
  return items.sort((a, b) => rank(a) - rank(b));
}

/** The stand-ins of this build's content. */
export const getStandIns = perBuild(() => listStandIns());

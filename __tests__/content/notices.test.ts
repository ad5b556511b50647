import {
  getNoticeSources,
  getNotices,
  type NoticeSource,
  type NoticeSpot,
  noticeChoices,
  noticesAt,
} from "@/lib/content/notices";
import { type NoticeFields } from "@/lib/schemas/notices";
import { offerIn } from "@/lib/schemas/notices";
import {
  editText,
  loadContent,
  loadError,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";

/** A notice file in both languages; `en`/`fr` lines are indented under each language. */
const noticeFile = (en: string[], fr: string[]) =>
  ["en:", ...en.map((line) => `  ${line}`), "fr:", ...fr.map((line) => `  ${line}`), ""].join("\n");

const OFFER = noticeFile(
  [
    'message: "Exterior painting: 15% off in May."',
    "firstDay: 2027-05-01",
    "lastDay: 2027-05-31",
    "placement: home",
  ],
  ['message: "Peinture extérieure : 15 % de rabais en mai."'],
);

describe("notices (content/notices/)", () => {
  let dir: string;
  beforeEach(() => {
    dir = scratchCopy();
  });
  const env = { ...process.env };
  afterEach(() => {
    removeScratch(dir);
    process.env = { ...env };
    jest.useRealTimers();
  });

  it("ships one example notice, current from 2026-11-25 to 2027-02-28, linked and attributed", () => {
    const [example, ...others] = getNoticeSources();
    expect(others).toEqual([]);
    expect(example!.data.en).toMatchObject({
      firstDay: "2026-11-25",
      lastDay: "2027-02-28",
      campaign: "winter-interiors-2026",
    });
    const shown = (today: string, locale: "en" | "fr") =>
      noticesAt(getNoticeSources(), "everywhere", locale, { today, preview: false });
    expect(shown("2026-11-25", "en")[0]).toMatchObject({
      link: { href: "/services/residential/interior-painting/?campaign=winter-interiors-2026" },
      until: "Until February 28, 2027",
    });
    expect(shown("2027-02-28", "fr")[0]).toMatchObject({
      link: {
        href: "/fr/services/residentiel/peinture-interieure/?campaign=winter-interiors-2026",
      },
      until: "Jusqu’au 28 février 2027",
    });
    expect(shown("2027-03-01", "en")).toEqual([]);
  });

  it("refuses, by name, an offer without its conditions and last day (Competition Act)", () => {
    writeText(dir, "notices/may-exteriors.yml", OFFER.replace("  lastDay: 2027-05-31\n", ""));
    const message = loadError(dir).message;
    expect(message).toContain("content/notices/may-exteriors.yml");
    expect(message).toMatch(/en\.conditions: the notice states an offer \(a percentage\)/);
    expect(message).toMatch(/fr\.conditions: the notice states an offer/);
    expect(message).toMatch(
      /lastDay: the notice states an offer \(a percentage\): it needs its last day/,
    );
  });

  it("accepts the same offer with its conditions in both languages and its last day", () => {
    writeText(
      dir,
      "notices/may-exteriors.yml",
      OFFER.replace(
        '15% off in May."',
        '15% off in May."\n  conditions: "On labour, for homes in Ottawa, booked by May 31."',
      ).replace(
        '15 % de rabais en mai."',
        '15 % de rabais en mai."\n  conditions: "Sur la main-d’œuvre, à Ottawa, réservé avant le 31 mai."',
      ),
    );
    // Built in May on production: the offer shows with its conditions and its last day.
    jest.useFakeTimers({ now: new Date("2027-05-10T16:00:00Z") });
    process.env = { ...process.env, SITE_ENV: "production" };
    const [offer, ...others] = loadContent(dir).getNotices("home", "fr");
    expect(others).toEqual([]);
    expect(offer).toMatchObject({
      message: "Peinture extérieure\u00a0: 15\u00a0% de rabais en mai.",
      conditions: "Sur la main-d’œuvre, à Ottawa, réservé avant le 31 mai.",
      until: "Jusqu’au 31 mai 2027",
    });
  });

  it("ships French words typed with plain spaces with OQLF's no-break spaces, campaign names too", () => {
    writeText(
      dir,
      "notices/spring.yml",
      noticeFile(
        [
          "message: Spring booking is open!",
          "link: contact",
          "linkLabel: Book now",
          "firstDay: 2027-04-01",
          "placement: everywhere",
          "campaign: spring-2027-flyer",
        ],
        [
          'message: "Printemps : nos « soumissions express » sont de retour ! Vous hésitez ? Appelez ; nous répondons."',
          'linkLabel: "Réservez : c’est simple ?"',
        ],
      ),
    );
    editText(
      dir,
      "campaigns.yml",
      /^( {4}- name: )Dépliant du printemps 2027$/m,
      '$1"Dépliant « printemps » : 2027 !"',
    );
    jest.useFakeTimers({ now: new Date("2027-04-02T16:00:00Z") });
    process.env = { ...process.env, SITE_ENV: "production" };
    const content = loadContent(dir);
    const spring = content
      .getNotices("everywhere", "fr")
      .find((notice: { id: string }) => notice.id === "spring");
    expect(spring).toMatchObject({
      message:
        "Printemps\u00a0: nos «\u00a0soumissions express\u00a0» sont de retour\u202f! Vous hésitez\u202f? Appelez\u202f; nous répondons.",
      link: { label: "Réservez\u00a0: c’est simple\u202f?" },
    });
    expect(content.getCampaignLines("fr")["spring-2027-flyer"]).toBe(
      "Campagne\u00a0: Dépliant «\u00a0printemps\u00a0»\u00a0: 2027\u202f!",
    );
    // English is left as written.
    expect(content.getNotices("everywhere", "en")).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: "Spring booking is open!" })]),
    );
  });

  it("recognizes prices, percentages and “free” in either language, and nothing else", () => {
    expect(offerIn("Interior rooms from $349")).toBe("a price");
    expect(offerIn("Pièces à partir de 1 200 $")).toBe("a price");
    expect(offerIn("Save 10 percent")).toBe("a percentage");
    expect(offerIn("10\u00a0% de rabais")).toBe("a percentage");
    expect(offerIn("Free colour consultation")).toBe("“free”");
    expect(offerIn("Consultation gratuite")).toBe("“free”");
    expect(offerIn("Written quotes within 48 hours, 7 days a week")).toBeUndefined();
  });

  it("refuses an undeclared campaign code, a link to no page, and dates in the wrong order", () => {
    writeText(
      dir,
      "notices/spring.yml",
      noticeFile(
        [
          "message: Spring booking is open.",
          "link: blog",
          "linkLabel: Read more",
          "firstDay: 2027-04-10",
          "lastDay: 2027-04-01",
          "placement: everywhere",
          "campaign: lawn-sign",
        ],
        ["message: Les réservations du printemps sont ouvertes.", "linkLabel: En savoir plus"],
      ),
    );
    const message = loadError(dir).message;
    expect(message).toContain("content/notices/spring.yml");
    expect(message).toMatch(/en\.link.*must be one of the site's pages/);
    editText(dir, "notices/spring.yml", "link: blog", "link: contact");
    const next = loadError(dir).message;
    expect(next).toContain("lastDay: 2027-04-01 is before the first day, 2027-04-10");
    expect(next).toContain('campaign: "lawn-sign" is not declared in content/campaigns.yml');
  });

  it("offers as link targets exactly the route table's pages and services, plus the quote form", () => {
    const { pages, servicePaths } = noticeChoices();
    expect(pages).toEqual(
      expect.arrayContaining(["home", "about", "contact", "quote", "drywall-repair"]),
    );
    expect(servicePaths).toContain("services/commercial/parking-lot-line-painting/");
  });
});

describe("where a notice shows", () => {
  const notice = (id: string, placement: NoticeFields["placement"], services?: string[]) => {
    const en = { message: id, firstDay: "2027-01-01", placement, services };
    return { id, data: { en, fr: en } } as NoticeSource;
  };
  const notices = [
    notice("everywhere", "everywhere"),
    notice("home", "home"),
    notice("drywall", "services", ["services/residential/drywall-repair/"]),
  ];
  const at = (spot: NoticeSpot) =>
    noticesAt(notices, spot, "en", { today: "2027-01-02", preview: false }).map(({ id }) => id);

  it("in the bar of every page, on the home page, or on the service pages chosen", () => {
    expect(at("everywhere")).toEqual(["everywhere"]);
    expect(at("home")).toEqual(["home"]);
    expect(at({ service: "drywall-repair" })).toEqual(["drywall"]);
    expect(at({ service: "interior-painting" })).toEqual([]);
  });
});

describe("preview and production builds", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    jest.useRealTimers();
  });

  it("shows a notice whose first day is to come only on a preview, marked with its date", () => {
    jest.useFakeTimers({ now: new Date("2026-11-20T17:00:00Z") });
    process.env = { ...env, SITE_ENV: "preview" };
    expect(getNotices("everywhere", "en")[0]).toMatchObject({
      scheduled: "Scheduled from November 25, 2026",
    });
    expect(getNotices("everywhere", "fr")[0]).toMatchObject({
      scheduled: "Prévu à partir du 25 novembre 2026",
    });
    process.env = { ...env, SITE_ENV: "production" };
    expect(getNotices("everywhere", "en")).toEqual([]);
  });

  it("builds with the day in Ottawa, not in UTC", () => {
    process.env = { ...env, SITE_ENV: "production" };
    // 03:00 UTC on March 1st is still February 28 in Ottawa: the last day.
    jest.useFakeTimers({ now: new Date("2027-03-01T03:00:00Z") });
    expect(getNotices("everywhere", "en")).toHaveLength(1);
    jest.setSystemTime(new Date("2027-03-01T05:30:00Z"));
    expect(getNotices("everywhere", "en")).toEqual([]);
  });
});

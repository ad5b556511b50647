import {
  getAbout,
  getGallery,
  getHome,
  getProject,
  getService,
  getSite,
  router,
} from "@/lib/content";
import { PAGE_TYPES } from "@/app/_pages";
import { keepShortWordsTogether, metadataFor, pageTexts, socialCards } from "@/lib/site/page-meta";
import { type Locale } from "@/lib/schemas/locales";
import { type ResolvedPhoto } from "@/lib/schemas/photo";

// What each page's social card says: the wordmark of its own language, and French short words
// kept with the next word so no line ends on "à". What it shows: the page's own photo when the
// site serves it (an upload), the words alone otherwise; the page's metadata names that card.

describe("social cards", () => {
  const cards = socialCards(["en", "fr"], PAGE_TYPES);

  it("carry the wordmark of their own language", () => {
    const french = cards.filter((card) => card.locale === "fr");
    const english = cards.filter((card) => card.locale === "en");
    expect(french.length).toBeGreaterThan(20);
    const fr = getSite("fr");
    const en = getSite("en");
    for (const card of french) expect(card.siteName).toBe(`${fr.shortName} ${fr.logoSubtitle}`);
    for (const card of english) expect(card.siteName).toBe(`${en.shortName} ${en.logoSubtitle}`);
    expect(fr.logoSubtitle).not.toBe(en.logoSubtitle);
  });

  it("keep a French short word with the next one", () => {
    expect(keepShortWordsTogether("Peinture intérieure à Ottawa", "fr")).toBe(
      "Peinture intérieure à\u00a0Ottawa",
    );
    expect(keepShortWordsTogether("Murs de la cuisine", "fr")).toBe("Murs de\u00a0la\u00a0cuisine");
    expect(keepShortWordsTogether("Painting in Ottawa", "en")).toBe("Painting in Ottawa");
    const french = cards.filter((card) => card.locale === "fr");
    expect(french.some((card) => card.title.includes("à\u00a0Ottawa"))).toBe(true);
    expect(french.every((card) => !/\sà\s/.test(card.title.replace(/\u00a0/g, "_")))).toBe(true);
  });
});

/** The photo pipeline's result for an upload, in one language (alt text is per language). */
const upload = (locale: Locale): ResolvedPhoto => ({
  kind: "upload",
  alt: locale === "fr" ? "Couloir fraîchement repeint en bleu" : "Hallway freshly painted blue",
  width: 4032,
  height: 3024,
  file: "/photos/hallway.jpg",
  variants: [
    { width: 640, avif: "/photos/hallway.abc.640.avif", webp: "/photos/hallway.abc.640.webp" },
  ],
});

/** The site's page types, with the about page's photo replaced by `photo`. */
const withAboutPhoto = (photo: (locale: Locale) => ResolvedPhoto) => [
  {
    texts: (locale: Locale) =>
      PAGE_TYPES.flatMap((type) => type.texts(locale)).map((text) =>
        text.id === "about" ? { ...text, photo: photo(locale) } : text,
      ),
  },
];

type OgImage = { url: string; width: number; height: number; alt: string; type: string };
const ogImage = (id: string, locale: Locale, photo?: ResolvedPhoto) => {
  const text = pageTexts(PAGE_TYPES, locale).get(id)!;
  const metadata = metadataFor(id, locale, { ...text, photo });
  const [image] = metadata.openGraph!.images as OgImage[];
  const [twitter] = metadata.twitter!.images as { url: string; alt: string }[];
  return { image: image!, twitter: twitter!, title: String(metadata.openGraph!.title) };
};

describe("a page's social card and its photo", () => {
  it("is made from the page's uploaded photo, in each language: a JPEG card described by the photo's alt", () => {
    const cards = socialCards(["en", "fr"], withAboutPhoto(upload));
    for (const locale of ["en", "fr"] as const) {
      const card = cards.find(
        (entry) => entry.locale === locale && entry.file.includes("/about."),
      )!;
      // The card is drawn from the pipeline's own file of the photo, in the export.
      expect(card.photo).toBe("/photos/hallway.jpg");
      expect(card.file).toMatch(/\.jpg$/);
      const { image, twitter } = ogImage("about", locale, upload(locale));
      // The page names the very file the build draws.
      expect(image.url).toBe(`/${card.file}`);
      expect(image).toMatchObject({ width: 1200, height: 630, type: "image/jpeg" });
      expect(image.alt).toBe(upload(locale).alt);
      expect(twitter).toEqual({ url: image.url, alt: image.alt });
    }
    const [en, fr] = (["en", "fr"] as const).map((locale) =>
      ogImage("about", locale, upload(locale)),
    );
    expect(en!.image.url).not.toBe(fr!.image.url);
  });

  it("keeps the words-only card for a stock photo, which the build never fetches", () => {
    const stock = getAbout("en").photo;
    expect(stock.kind).toBe("stock");
    const card = socialCards(
      ["en"],
      withAboutPhoto(() => stock),
    ).find((entry) => entry.file.includes("/about."))!;
    expect(card).not.toHaveProperty("photo");
    const { image, title } = ogImage("about", "en", stock);
    expect(image.url).toBe(`/${card.file}`);
    expect(image).toMatchObject({ width: 1200, height: 630, type: "image/png" });
    // A card of words is described by its words.
    expect(image.alt).toBe(title);
  });

  it("keeps the words-only card for a page without a photo", () => {
    const card = socialCards(["fr"], withAboutPhoto(upload)).find((entry) =>
      entry.file.includes("/contact."),
    )!;
    expect(card).not.toHaveProperty("photo");
    expect(ogImage("contact", "fr").image.type).toBe("image/png");
  });

  it("comes from the photo each page shows first: the home and service heroes, the about photo, the gallery's first, a project's first result", () => {
    const serviceId = router
      .entryParams("services", "en")
      .map((params) => router.entryAt("services", "en", params)!)[0]!;
    const projectId = router
      .entryParams("projects", "en")
      .map((params) => router.entryAt("projects", "en", params)!)[0]!;
    for (const locale of ["en", "fr"] as const) {
      const texts = pageTexts(PAGE_TYPES, locale);
      expect(texts.get("home")!.photo).toEqual(getHome(locale).hero.photo);
      expect(texts.get("about")!.photo).toEqual(getAbout(locale).photo);
      expect(texts.get("gallery")!.photo).toEqual(getGallery(locale)[0]!.photo);
      const categoryId = router.serviceCategory(serviceId)!;
      const service = getService(categoryId, serviceId, locale)!;
      expect(texts.get(`${categoryId}/${serviceId}`)!.photo).toEqual(service.heroPhoto);
      expect(texts.get(`projects/${projectId}`)!.photo).toEqual(
        getProject(projectId, locale)!.pairs[0]!.after,
      );
      for (const id of ["contact", "testimonials", "services", "terms"]) {
        expect({ id, photo: texts.get(id)!.photo }).toEqual({ id, photo: undefined });
      }
    }
  });
});

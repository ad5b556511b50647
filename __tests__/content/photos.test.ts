import { getAbout, getAllServices, getGallery, getHome, getProjects } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { type ResolvedPhoto } from "@/lib/schemas/photo";

/** Every photo the site shows in one language, named by where it is shown. */
function photoSlots(locale: Locale): [string, ResolvedPhoto][] {
  const home = getHome(locale);
  return [
    ["home hero", home.hero.photo],
    ...home.teamStrip.photos.map((photo, index): [string, ResolvedPhoto] => [
      `team ${index}`,
      photo,
    ]),
    ["about", getAbout(locale).photo],
    ...getGallery(locale).map((item, index): [string, ResolvedPhoto] => [
      `gallery ${index}`,
      item.photo,
    ]),
    ...getAllServices(locale).flatMap((service) => [
      [`${service.id} hero`, service.heroPhoto] as [string, ResolvedPhoto],
      ...(service.detailPhoto
        ? [[`${service.id} detail`, service.detailPhoto] as [string, ResolvedPhoto]]
        : []),
    ]),
    ...getProjects(locale).flatMap((project) =>
      [...project.pairs.flatMap((pair) => [pair.before, pair.after]), ...project.photos].map(
        (photo, index): [string, ResolvedPhoto] => [`${project.id} ${index}`, photo],
      ),
    ),
  ];
}

describe("the site's photos", () => {
  it("shows each photo in one place only, so replacing it there replaces it everywhere", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [slot, photo] of photoSlots("en")) {
      const other = seen.get(photo.file);
      if (other) twice.push(`${photo.file}: ${other} and ${slot}`);
      seen.set(photo.file, slot);
    }
    expect(twice).toEqual([]);
  });

  it("shows the same photo files in French, each described in French", () => {
    const english = photoSlots("en");
    const french = photoSlots("fr");
    expect(french.map(([slot, photo]) => [slot, photo.file])).toEqual(
      english.map(([slot, photo]) => [slot, photo.file]),
    );
    const sameAlt = french
      .filter(([, photo], index) => photo.alt === english[index]![1].alt)
      .map(([slot]) => slot);
    expect(sameAlt).toEqual([]);
  });
});

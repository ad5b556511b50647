import { businessJsonLd } from "@/lib/site/seo";

describe("the business in structured data", () => {
  it("speaks the page's language and names both languages it serves", () => {
    expect(businessJsonLd("fr")).toMatchObject({ inLanguage: "fr-CA" });
    expect(businessJsonLd("en")).toMatchObject({ inLanguage: "en-CA" });
    const languages = businessJsonLd("en").availableLanguage.map((language) => language.name);
    expect(languages).toEqual(["English", "French"]);
  });

  it("names municipalities correctly: Kanata, Orléans, Nepean and Barrhaven in Ottawa; Gatineau in Quebec", () => {
    const areas = businessJsonLd("en").areaServed as {
      "@type": string;
      name: string;
      containedInPlace: { name: string };
    }[];
    const byName = Object.fromEntries(areas.map((area) => [area.name, area]));
    for (const community of ["Kanata", "Orléans", "Nepean", "Barrhaven"]) {
      expect(byName[community]).toMatchObject({
        "@type": "Place",
        containedInPlace: { "@type": "City", name: "Ottawa" },
      });
    }
    expect(byName.Ottawa).toMatchObject({ "@type": "City", containedInPlace: { name: "Ontario" } });
    expect(byName.Gatineau).toMatchObject({
      "@type": "City",
      containedInPlace: { name: "Québec" },
    });
  });
});

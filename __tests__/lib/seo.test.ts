import { businessJsonLd } from "@/lib/seo";

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

  it("shows the RBQ licence, which advertising work in Quebec requires", () => {
    expect(JSON.stringify(businessJsonLd("fr"))).toMatch(/"name":"RBQ \d{4}-\d{4}-\d{2}"/);
  });

  it("writes the street the way each language does", () => {
    const street = (locale: "en" | "fr") =>
      (businessJsonLd(locale) as { address: { streetAddress: string } }).address.streetAddress;
    expect(street("en")).toBe("1200 St. Laurent Blvd");
    expect(street("fr")).toBe("1200, boulevard St-Laurent");
  });

  it("lists the licence, the WSIB clearance and the insurance as credentials, and no rating", () => {
    const business = businessJsonLd("en") as { hasCredential: { name: string }[] };
    expect(business.hasCredential.map((credential) => credential.name)).toEqual([
      expect.stringMatching(/^RBQ /),
      "WSIB clearance certificate",
      "Commercial general liability insurance",
    ]);
    expect(JSON.stringify(business)).not.toMatch(/AggregateRating|"Review"|ratingValue/);
  });

  it("names the credentials in French on French pages (review N-W4)", () => {
    type Credential = { name: string; recognizedBy?: { name: string } };
    const business = businessJsonLd("fr") as { hasCredential: Credential[] };
    expect(business.hasCredential.map((credential) => credential.name)).toEqual([
      expect.stringMatching(/^RBQ /),
      "Certificat de décharge de la CSPAAT",
      "Assurance responsabilité civile",
    ]);
    expect(business.hasCredential[1]!.recognizedBy!.name).toBe(
      "Commission de la sécurité professionnelle et de l’assurance contre les accidents du travail (Ontario)",
    );
    expect(JSON.stringify(business)).not.toMatch(
      /WSIB clearance|Workplace Safety|general liability/,
    );
  });
});

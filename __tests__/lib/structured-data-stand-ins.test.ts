import type * as ContentModule from "@/lib/content";
import type * as BreadcrumbsModule from "@/lib/nav/breadcrumbs";
import type * as SeoModule from "@/lib/site/seo";
import type * as StructuredDataModule from "@/lib/site/structured-data";
import {
  loadModule,
  readText,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";
import { REAL, realBusiness, realEntries } from "@/__tests__/support/real-content";
import { listStandIns } from "@/lib/content/stand-ins";
import { PAINT_CLAIM } from "@/lib/content/stand-ins";

/*
 * Structured data never claims a stand-in (docs/decisions/0014): the JSON-LD of every page type,
 * built by the same functions the pages call, for every page of both languages, holds none of
 * the values that are still examples. Once they are real, the same functions state them.
 */

type Modules = {
  content: typeof ContentModule;
  seo: typeof SeoModule;
  data: typeof StructuredDataModule;
  crumbs: typeof BreadcrumbsModule;
};

function modulesOf(dir: string): Modules {
  return {
    content: loadModule<typeof ContentModule>(dir, "@/lib/content"),
    seo: loadModule<typeof SeoModule>(dir, "@/lib/site/seo"),
    data: loadModule<typeof StructuredDataModule>(dir, "@/lib/site/structured-data"),
    crumbs: loadModule<typeof BreadcrumbsModule>(dir, "@/lib/nav/breadcrumbs"),
  };
}

/** Every JSON-LD block of every page, by the function that made it. */
function everyPage({ content, seo, data, crumbs }: Modules) {
  const blocks: { by: string; json: string }[] = [];
  const add = (by: string, value: unknown) => blocks.push({ by, json: JSON.stringify(value) });
  for (const locale of content.getLocales()) {
    add("businessJsonLd", seo.businessJsonLd(locale));
    add("websiteJsonLd", seo.websiteJsonLd(locale));
    for (const service of content.getAllServices(locale)) {
      add("serviceJsonLd", seo.serviceJsonLd(service, locale));
      add("breadcrumbJsonLd", seo.breadcrumbJsonLd(crumbs.serviceCrumbs(service, locale)));
      add("faqJsonLd", data.faqJsonLd(content.getQuestions(service.id, locale), locale));
    }
    for (const project of content.getProjects(locale)) {
      add("projectJsonLd", seo.projectJsonLd(project, locale));
      // As the project page does: an example's page has no structured data at all.
      if (!project.standIn) {
        add("breadcrumbJsonLd", seo.breadcrumbJsonLd(crumbs.projectCrumbs(project, locale)));
      }
    }
    for (const guide of content.getGuides(locale)) {
      add("guideJsonLd", data.guideJsonLd(guide, locale));
      add("breadcrumbJsonLd", seo.breadcrumbJsonLd(crumbs.guideCrumbs(guide, locale)));
    }
    for (const area of content.getAreas(locale)) {
      add("areaJsonLd", data.areaJsonLd(area, locale));
      add("breadcrumbJsonLd", seo.breadcrumbJsonLd(crumbs.areaCrumbs(area, locale)));
    }
    add("faqJsonLd", data.faqJsonLd(content.getQuestions("general", locale), locale));
  }
  return blocks;
}

/** The words of every stand-in, as they would appear in the data. */
function standInValues({ content }: Modules): string[] {
  const values: string[] = [];
  for (const locale of content.getLocales()) {
    const site = content.getSite(locale);
    const marks = site.standIn ?? {};
    if (marks.phones) {
      for (const phone of [site.phones.office, site.phones.whatsapp]) {
        values.push(phone.e164, phone.display);
      }
    }
    if (marks.email) values.push(site.email);
    if (marks.address) values.push(site.streetAddress, site.address.postalCode);
    if (marks.rbqLicence && site.rbqLicence) values.push(site.rbqLicence);
    if (marks.insurance && site.credentials.insurance?.insurer) {
      values.push(site.credentials.insurance.insurer);
    }
    if (marks.reviews) {
      for (const profile of site.credentials.reviews ?? [])
        values.push(profile.read, profile.leave);
    }
    if (marks.wsibClearance && site.credentials.wsibAccount) {
      values.push(site.credentials.wsibAccount);
    }
    if (marks.gstHst && site.taxNumbers?.gstHst) values.push(site.taxNumbers.gstHst);
    if (marks.qst && site.taxNumbers?.qst) values.push(site.taxNumbers.qst);
    if (marks.privacyEmail) values.push(site.privacy.officerEmail);
    for (const project of content.getProjects(locale).filter((item) => item.standIn)) {
      values.push(project.title, project.summary);
    }
    for (const testimonial of content.getTestimonials(locale)) {
      if (testimonial.standIn) values.push(testimonial.quote);
    }
    for (const guide of content.getGuides(locale)) {
      if (guide.author.standIn) values.push(guide.author.name);
      if (guide.photo.standIn) values.push(guide.photo.file);
    }
    for (const service of content.getAllServices(locale)) {
      if (service.heroPhoto.standIn) values.push(service.heroPhoto.file);
    }
  }
  return [...new Set(values)];
}

describe("structured data and stand-ins", () => {
  it("builds every page type's JSON-LD, none of which holds a stand-in", () => {
    const modules = modulesOf(process.env.CONTENT_DIR ?? "content");
    const blocks = everyPage(modules);
    // Every function that writes JSON-LD is one of the page types read here.
    const writers = [...Object.keys(modules.seo), ...Object.keys(modules.data)].filter((name) =>
      name.endsWith("JsonLd"),
    );
    expect(new Set(blocks.map((block) => block.by))).toEqual(new Set(writers));

    const values = standInValues(modules);
    // Today's content is examples through and through: the check has something to find.
    expect(values.length).toBeGreaterThan(20);
    const claims = blocks.flatMap(({ by, json }) =>
      values
        .filter((value) => json.includes(JSON.stringify(value).slice(1, -1)))
        .map((value) => `${by}: ${value}`),
    );
    expect(claims).toEqual([]);
    const all = blocks.map((block) => block.json).join("\n");
    expect(all).not.toMatch(/hasCredential|"address"|"geo"|"telephone"|"email"/);
    expect(all).not.toMatch(/AggregateRating|"Review"|ratingValue/);
    expect(all).not.toMatch(/\d{4}-\d{4}-\d{2}/);
    // No profile, figure or contact point the owner has not confirmed.
    expect(all).not.toMatch(/"sameAs"|"priceRange"|"contactPoint"|"priceSpecification"|"minPrice"/);
    // The paint claims the business has not yet backed (standIn.paintClaims) are not stated.
    expect(modules.content.getSite("en").standIn?.paintClaims).toBe(true);
    expect(all).not.toMatch(PAINT_CLAIM);
  });

  it("states the business's own facts once they are real: licence, credentials, address, phone", () => {
    const dir = scratchCopy();
    try {
      realBusiness(dir);
      realEntries(dir);
      expect(listStandIns(dir)).toEqual([]);
      const { seo } = modulesOf(dir);
      type Business = {
        telephone: string;
        email: string;
        address: { streetAddress: string };
        hasCredential: { name: string; recognizedBy?: { name: string } }[];
      };
      const en = seo.businessJsonLd("en") as unknown as Business;
      const fr = seo.businessJsonLd("fr") as unknown as Business;
      expect(en.telephone).toBe(REAL.office.e164);
      expect(en.email).toBe(REAL.email);
      // The street the way each language writes it.
      expect(en.address.streetAddress).toBe("1200 St. Laurent Blvd");
      expect(fr.address.streetAddress).toBe("1200, boulevard St-Laurent");
      expect(en.hasCredential.map((credential) => credential.name)).toEqual([
        `RBQ ${REAL.licence}`,
        "WSIB clearance certificate",
        "Commercial general liability insurance",
      ]);
      // French pages name the credentials in French (review N-W4).
      expect(fr.hasCredential.map((credential) => credential.name)).toEqual([
        `RBQ ${REAL.licence}`,
        "Certificat de décharge de la CSPAAT",
        "Assurance responsabilité civile",
      ]);
      expect(fr.hasCredential[1]!.recognizedBy!.name).toBe(
        "Commission de la sécurité professionnelle et de l’assurance contre les accidents du travail (Ontario)",
      );
      expect(JSON.stringify(fr)).not.toMatch(/WSIB clearance|Workplace Safety|general liability/);
      expect(JSON.stringify(en)).not.toMatch(/AggregateRating|"Review"|ratingValue/);
    } finally {
      removeScratch(dir);
    }
  });

  it("states the profiles, price range, offers and quote contact once they are real, from the content", () => {
    const dir = scratchCopy();
    try {
      realBusiness(dir);
      realEntries(dir);
      const { seo, content } = modulesOf(dir);
      type Spec = {
        minPrice: number;
        maxPrice: number;
        priceCurrency: string;
        valueAddedTaxIncluded: boolean;
        unitText: string;
      };
      type Business = {
        sameAs: string[];
        priceRange: string;
        makesOffer: { itemOffered: { name: string }; priceSpecification: Spec }[];
        contactPoint: {
          telephone: string;
          url: string;
          contactType: string;
          availableLanguage: { alternateName: string }[];
        };
      };
      const en = seo.businessJsonLd("en") as unknown as Business;
      const fr = seo.businessJsonLd("fr") as unknown as Business;
      // The review profiles; the social links are still "#", so they are not named.
      expect(en.sameAs).toEqual(REAL.reviews.map((profile) => profile.read));
      const services = content.getPriceRanges("en").flatMap((category) => category.services);
      expect(en.makesOffer).toHaveLength(content.getAllServices("en").length);
      en.makesOffer.forEach((offer, index) => {
        const rates = services[index]!;
        expect(offer.itemOffered.name).toBe(rates.name);
        expect(offer.priceSpecification).toEqual({
          "@type": "UnitPriceSpecification",
          minPrice: rates.low,
          maxPrice: rates.high,
          priceCurrency: "CAD",
          valueAddedTaxIncluded: false,
          unitText: content.getPages("en").prices.units[rates.unit].per,
        });
      });
      expect(en.priceRange).toMatch(/^\$[\d,]+–\$[\d,]+$/);
      expect(fr.priceRange).toMatch(/^[\d\u00a0]+\u00a0\$–[\d\u00a0]+\u00a0\$$/);
      expect(en.contactPoint).toMatchObject({
        telephone: REAL.whatsapp.e164,
        url: expect.stringMatching(/\/contact\/#quote$/),
        contactType: "Free quotes",
      });
      expect(fr.contactPoint.contactType).toBe("Soumissions gratuites");
      expect(fr.contactPoint.url).toMatch(/\/fr\/contact\/#soumission$/);
      expect(en.contactPoint.availableLanguage.map((language) => language.alternateName)).toEqual([
        "en",
        "fr",
      ]);
      // A service page offers its own figures.
      const service = content.getAllServices("en")[0]!;
      const serviceData = seo.serviceJsonLd(service, "en") as unknown as {
        offers: { priceSpecification: Spec };
      };
      expect(serviceData.offers.priceSpecification.minPrice).toBe(services[0]!.low);
    } finally {
      removeScratch(dir);
    }
  });

  it("leaves out the price range while one service's figures are stand-ins, and offers only the confirmed", () => {
    const dir = scratchCopy();
    try {
      realBusiness(dir);
      realEntries(dir);
      const file = "price-ranges/interior-painting.yml";
      const text = readText(dir, file);
      writeText(dir, file, text.replace(/^en:\n/, "en:\n  standIn: true\n"));
      const { seo } = modulesOf(dir);
      const en = seo.businessJsonLd("en") as unknown as {
        priceRange?: string;
        makesOffer: { itemOffered: { name: string } }[];
      };
      expect(en.priceRange).toBeUndefined();
      expect(en.makesOffer.map((offer) => offer.itemOffered.name)).not.toContain(
        "Interior Painting",
      );
      expect(en.makesOffer.length).toBeGreaterThan(10);
    } finally {
      removeScratch(dir);
    }
  });
});

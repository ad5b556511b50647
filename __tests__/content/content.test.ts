import {
  getAbout,
  getCategories,
  getGallery,
  getHome,
  getLegalDocument,
  getPages,
  getRelatedServices,
  router,
  getSite,
  getTestimonials,
  LEGAL_SLUGS,
  type LegalSlug,
} from "@/lib/content";

// The content as the build parses it, held to the product's fixed ids, counts and numbers
// (docs/decisions/0002).

const RESIDENTIAL_IDS = [
  "interior-painting",
  "drywall-repair",
  "accent-feature-walls",
  "exterior-painting",
  "property-maintenance-painting-residential",
  "new-construction-painting-residential",
  "stairs-railings-baseboards",
];
const COMMERCIAL_IDS = [
  "interior-commercial-painting",
  "exterior-commercial-painting",
  "commercial-siding-trim",
  "property-maintenance-painting-commercial",
  "condo-apartment-painting",
  "new-construction-painting-commercial",
  "industrial-warehouse-painting",
  "restaurants-office-retail-painting",
  "maintenance-contract-painting",
  "parking-lot-line-painting",
];

/** The legal page as a visitor reads it: the intro, then the rendered body without its tags. */
function legalText(slug: LegalSlug): string {
  const doc = getLegalDocument(slug, "en");
  return [doc.intro, doc.html.replace(/<[^>]+>/g, "")].join("\n");
}

describe("service catalogue (docs/decisions/0002)", () => {
  it("has the two categories with their exact names and service ids", () => {
    const [residential, commercial] = getCategories("en");
    expect(residential?.id).toBe("residential");
    expect(residential?.name).toBe("Residential Painting");
    expect(residential?.items.map((item) => item.id)).toEqual(RESIDENTIAL_IDS);
    expect(commercial?.id).toBe("commercial");
    expect(commercial?.name).toBe("Commercial Painting");
    expect(commercial?.items.map((item) => item.id)).toEqual(COMMERCIAL_IDS);
    expect(router.entryParams("services", "en")).toHaveLength(17);
  });

  it.each(getCategories("en").flatMap((category) => category.items))(
    "$id is written out in full",
    (item) => {
      expect(item.summary.length).toBeGreaterThan(40);
      expect(item.hasOwnDescription).toBe(true);
      expect(item.longDescriptionHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(item.features?.length).toBeGreaterThanOrEqual(5);
      expect(item.features?.length).toBeLessThanOrEqual(8);
      expect(item.heroPhoto.alt.trim()).not.toBe("");
    },
  );

  it("relates at most 3 other services of the same category", () => {
    for (const { category, service } of router.entryParams("services", "en") as {
      category: string;
      service: string;
    }[]) {
      const related = getRelatedServices(category, service, "en");
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.length).toBeGreaterThan(0);
      expect(related.every((item) => item.categoryId === category && item.id !== service)).toBe(
        true,
      );
    }
  });
});

describe("home (docs/decisions/0002)", () => {
  const home = getHome("en");

  // The export uses trailingSlash, so the spec's /contact#quote and /services are written with it.
  it("has the headline and both hero buttons", () => {
    expect(home.hero.headline).toBe("Crafting Brilliance, One Stroke at a Time");
    expect(home.hero.primaryCta).toEqual({
      label: "Get Your Free Estimate",
      href: "/contact/#quote",
    });
    expect(home.hero.secondaryCta).toEqual({ label: "Discover Our Services", href: "/services/" });
  });

  it("counts 885, 1154 and 9 with a '+'", () => {
    expect(home.counters).toEqual([
      { label: "Completed Projects", value: 885, suffix: "+" },
      { label: "Happy Clients", value: 1154, suffix: "+" },
      { label: "Ongoing Projects", value: 9, suffix: "+" },
    ]);
  });

  it("has a 4-step process", () => {
    expect(home.process.steps).toHaveLength(4);
  });
});

describe("testimonials, gallery, about", () => {
  it("has 8 testimonials rated 0–5, the first 3 for the home page", () => {
    expect(getTestimonials("en")).toHaveLength(8);
    expect(getTestimonials("en", 3)).toEqual(getTestimonials("en").slice(0, 3));
    for (const testimonial of getTestimonials("en")) {
      expect(Number.isInteger(testimonial.rating)).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(0);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
    expect(getPages("en").testimonials.note).toMatch(/representative/i);
  });

  it("has 20 distinct gallery photos, each with alt text and a caption", () => {
    const gallery = getGallery("en");
    expect(gallery).toHaveLength(20);
    expect(new Set(gallery.map((image) => image.photo.file)).size).toBe(20);
    for (const image of gallery) {
      expect(image.photo.alt.length).toBeGreaterThan(10);
      expect(image.caption.length).toBeGreaterThan(3);
    }
  });

  it("tells the story, mission, vision and three reasons", () => {
    const about = getAbout("en");
    expect(about.story.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(about.mission.body).not.toBe("");
    expect(about.vision.body).not.toBe("");
    expect(about.reasons.points).toHaveLength(3);
  });
});

describe("business identity (docs/decisions/0001)", () => {
  const site = getSite("en");

  it("uses the office address, the hours and two different fictional numbers", () => {
    expect(site.address.line).toBe("1200 St. Laurent Blvd, Ottawa, ON K1K 3B8");
    expect(site.hours.short).toBe("Mon – Sat: 9 AM – 6 PM");
    expect(site.phones.office.e164).toBe("+16135550143");
    expect(site.phones.whatsapp.e164).toBe("+16135550178");
    expect(site.email).toMatch(/@example\.com$/);
  });
});

describe("legal pages (docs/decisions/0002)", () => {
  it.each(LEGAL_SLUGS)("%s has every {{placeholder}} filled in", (slug) => {
    const doc = getLegalDocument(slug, "en");
    expect(doc.html).not.toMatch(/\{\{|\}\}/);
    expect(doc.intro).not.toMatch(/\{\{|\}\}/);
  });

  it("the refund policy states every notice period, fee and deadline", () => {
    const text = legalText("refund-policy");
    for (const phrase of [
      /at least 7 business days/i,
      /between 7 and 3 business days/i,
      /15%/,
      /up to 25%/,
      /3 business days or less/i,
      /48 hours/,
      /within 3 business days of completion/,
      /within 2 business days/,
      /within 7 business days/,
      /[Dd]eposits are generally non-refundable/,
    ]) {
      expect(text).toMatch(phrase);
    }
  });

  it("the terms give the quote validity and the governing law", () => {
    const text = legalText("terms-and-conditions");
    expect(text).toMatch(/30 days/);
    expect(text).toMatch(/Province of Ontario/);
  });

  it("the privacy policy names the third parties a visitor meets", () => {
    const text = legalText("privacy-policy");
    for (const name of [
      /WhatsApp/,
      /OpenStreetMap/,
      /Unsplash/,
      /PIPEDA|Personal Information Protection/,
    ]) {
      expect(text).toMatch(name);
    }
  });
});

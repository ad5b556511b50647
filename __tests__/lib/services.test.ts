import {
  getAllServices,
  getCategories,
  getCategoryServices,
  getRelatedServices,
  getService,
  router,
  RELATED_SERVICES_LIMIT,
} from "@/lib/content";
import {
  editText,
  loadContent,
  readText,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";

// The service catalogue as lib/content resolves it: lookups, related services and defaults.

describe("service lookups", () => {
  it("finds a service by category and id, and nothing across categories", () => {
    expect(getService("residential", "drywall-repair", "en")?.categoryId).toBe("residential");
    expect(getService("commercial", "drywall-repair", "en")).toBeUndefined();
    expect(getService("industrial", "drywall-repair", "en")).toBeUndefined();
    expect(getCategoryServices("industrial", "en")).toEqual([]);
  });

  it("lists every category and service pair for generateStaticParams, in catalogue order", () => {
    const pairs = getCategories("en").flatMap((category) =>
      category.items.map((item) => ({ category: category.id, service: item.id })),
    );
    expect(router.entryParams("services", "en")).toEqual(pairs);
    expect(getAllServices("en").map((item) => item.id)).toEqual(pairs.map((pair) => pair.service));
  });

  it("reads both languages' service addresses back to the catalogue's ids, and nothing else", () => {
    for (const locale of ["en", "fr"] as const) {
      const params = router.entryParams("services", locale);
      expect(params).toHaveLength(getAllServices(locale).length);
      for (const pair of params) {
        const id = router.entryAt("services", locale, pair);
        expect(id).toBeDefined();
        expect(router.entry("services", id!, locale)).toBe(
          `${router.page("services", locale)}${pair.category}/${pair.service}/`,
        );
      }
    }
    expect(router.entryParams("services", "fr")).toContainEqual({
      category: "residentiel",
      service: "peinture-interieure",
    });
    // Percent-encoded segments (as a static host may pass them) resolve the same way.
    expect(
      router.entryAt("services", "fr", { category: "r%C3%A9sidentiel", service: "x" }),
    ).toBeUndefined();
    expect(
      router.entryAt("services", "fr", { category: "residentiel", service: "interior-painting" }),
    ).toBe(undefined);
    expect(
      router.entryAt("services", "en", { category: "residentiel", service: "peinture-interieure" }),
    ).toBe(undefined);
  });

  it("links each service under its category with a trailing slash", () => {
    expect(getService("residential", "interior-painting", "en")?.href).toBe(
      "/services/residential/interior-painting/",
    );
  });
});

describe("related services", () => {
  it.each(router.entryParams("services", "en") as { category: string; service: string }[])(
    "relates up to 3 others from the same category to $service",
    ({ category, service }) => {
      const related = getRelatedServices(category, service, "en");
      const others = getCategoryServices(category, "en").length - 1;
      expect(related).toHaveLength(Math.min(RELATED_SERVICES_LIMIT, others));
      expect(related.every((item) => item.categoryId === category)).toBe(true);
      expect(related.map((item) => item.id)).not.toContain(service);
      expect(new Set(related.map((item) => item.id)).size).toBe(related.length);
    },
  );

  it("starts after the service itself and wraps around, so neighbours differ page to page", () => {
    const ids = getCategoryServices("residential", "en").map((item) => item.id);
    const last = ids[ids.length - 1]!;
    expect(getRelatedServices("residential", ids[1]!, "en", 3).map((item) => item.id)).toEqual(
      ids.slice(2, 5),
    );
    expect(getRelatedServices("residential", last, "en", 3).map((item) => item.id)).toEqual(
      ids.slice(0, 3),
    );
  });

  it("honours a smaller limit", () => {
    expect(getRelatedServices("commercial", "condo-apartment-painting", "en", 1)).toHaveLength(1);
  });
});

describe("a service file with no body and no features", () => {
  const FILE = "services/commercial/commercial-siding-trim.en.md";
  const NO_SUMMARY = "services/commercial/exterior-commercial-painting.en.md";
  let dir: string;
  let content: ReturnType<typeof loadContent>;
  /** The opening words of the body of a Markdown file of the copy. */
  const bodyStart = (file: string) =>
    readText(dir, file)
      .split(/\n---\n/)[1]!
      .trim()
      .slice(0, 40);

  beforeAll(() => {
    dir = scratchCopy();
    // Keep only the front matter, without the features list.
    const source = readText(dir, FILE);
    const frontMatter = source.slice(0, source.indexOf("\n---", 4) + 4);
    writeText(dir, FILE, `${frontMatter.replace(/^features:\n(?: {2}- .*\n)+/m, "")}\n`);
    editText(dir, NO_SUMMARY, /^shortDescription: .*\n/m, "");
    content = loadContent(dir);
  });
  afterAll(() => removeScratch(dir));

  it("falls back to the default long description and the seven default highlights", () => {
    const service = content.getService("commercial", "commercial-siding-trim", "en")!;
    const own = content.getService("residential", "interior-painting", "en")!;
    expect(service.hasOwnDescription).toBe(false);
    expect(
      service.longDescriptionHtml.startsWith(`<p>${bodyStart("services/defaults.en.md")}`),
    ).toBe(true);
    expect(service.features).toHaveLength(7);
    expect(own.hasOwnDescription).toBe(true);
    expect(own.features).not.toEqual(service.features);
    expect(own.longDescriptionHtml).not.toBe(service.longDescriptionHtml);
  });

  it("keeps its own short description as the summary", () => {
    const service = content.getService("commercial", "commercial-siding-trim", "en")!;
    expect(service.summary).toBe(service.shortDescription);
    expect(service.summary).toMatch(/siding/);
  });

  it("without a short description, is summarised by its first paragraph as plain text", () => {
    const service = content.getService("commercial", "exterior-commercial-painting", "en")!;
    expect(service.shortDescription).toBeUndefined();
    expect(service.summary.startsWith(bodyStart(NO_SUMMARY))).toBe(true);
    expect(service.summary).not.toMatch(/[<>]/);
  });
});

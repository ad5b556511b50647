import { createCatalogue, RELATED_SERVICES_LIMIT } from "@/lib/catalogue";
import { fixtureCategory, fixtureDefaults, fixtureService } from "@/__tests__/support/fixtures";

function catalogueOf(categories: ReturnType<typeof fixtureCategory>[]) {
  return createCatalogue(
    categories.map((data) => ({ file: `content/services/${data.id}.ts`, data })),
    fixtureDefaults,
  );
}

describe("catalogue", () => {
  const catalogue = catalogueOf([
    fixtureCategory("residential", ["a", "b", "c", "d", "e"]),
    fixtureCategory("commercial", ["x", "y"]),
  ]);

  it("finds a service by category and id, and nothing across categories", () => {
    expect(catalogue.getService("residential", "b")?.name).toBe("Service b");
    expect(catalogue.getService("commercial", "b")).toBeUndefined();
    expect(catalogue.getService("industrial", "b")).toBeUndefined();
  });

  it("lists every pair for generateStaticParams", () => {
    expect(catalogue.getServiceParams()).toHaveLength(7);
    expect(catalogue.getServiceParams()[0]).toEqual({ category: "residential", service: "a" });
  });

  it.each(["a", "c", "e"])("relates up to 3 others from the same category to %s", (id) => {
    const related = catalogue.getRelatedServices("residential", id);
    expect(related).toHaveLength(RELATED_SERVICES_LIMIT);
    expect(related.every((service) => service.categoryId === "residential")).toBe(true);
    expect(related.map((service) => service.id)).not.toContain(id);
    expect(new Set(related.map((service) => service.id)).size).toBe(related.length);
  });

  it("returns fewer related services when the category is small", () => {
    expect(catalogue.getRelatedServices("commercial", "x").map((service) => service.id)).toEqual([
      "y",
    ]);
  });

  it("applies the default long description and seven default highlights when missing", () => {
    const withFallback = catalogueOf([
      {
        ...fixtureCategory("residential", []),
        items: [fixtureService("bare", { longDescription: undefined, features: undefined })],
      },
    ]);
    const service = withFallback.getService("residential", "bare")!;
    expect(service.longDescription).toEqual(fixtureDefaults.longDescription);
    expect(service.features).toHaveLength(7);
    expect(service.href).toBe("/services/residential/bare/");
  });

  it("keeps a service's own text when it has one", () => {
    expect(catalogue.getService("residential", "a")?.features).toEqual([
      "One",
      "Two",
      "Three",
      "Four",
      "Five",
    ]);
  });
});

describe("catalogue validation", () => {
  it("rejects a category id outside residential|commercial, naming the file and field", () => {
    expect(() => catalogueOf([fixtureCategory("industrial" as "residential", ["a"])])).toThrow(
      /content\/services\/industrial\.ts[\s\S]*id: Invalid option/,
    );
  });

  it("rejects a duplicate service id inside a category, naming the entry", () => {
    expect(() => catalogueOf([fixtureCategory("residential", ["a", "a"])])).toThrow(
      /items\[1\] \(id "a"\)\.id: duplicate service id "a"/,
    );
  });

  it("rejects a service id used in both categories", () => {
    expect(() =>
      catalogueOf([fixtureCategory("residential", ["a"]), fixtureCategory("commercial", ["a"])]),
    ).toThrow(/service id "a" is used in both "residential" and "commercial"/);
  });

  it("rejects a missing alt text, naming file, entry and field", () => {
    const category = fixtureCategory("residential", []);
    category.items = [fixtureService("no-alt", { heroAlt: "" })];
    expect(() => catalogueOf([category])).toThrow(
      /Invalid content in content\/services\/residential\.ts:\n {2}- items\[0\] \(id "no-alt"\)\.heroAlt: must not be empty/,
    );
  });

  it("rejects a photo from a host that is not listed", () => {
    const category = fixtureCategory("residential", []);
    category.items = [fixtureService("bad-host", { heroImageUrl: "https://example.com/a.jpg" })];
    expect(() => catalogueOf([category])).toThrow(
      /heroImageUrl: must be a local \/path or an https URL/,
    );
  });
});

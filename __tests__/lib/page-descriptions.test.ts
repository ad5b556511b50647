import { router } from "@/lib/content";
import { PAGE_TYPES } from "@/app/_pages";
import { metadataFor, pageTexts } from "@/lib/site/page-meta";
import { LOCALES } from "@/lib/schemas/locales";

// Search results and social cards show a page's description whole: every page, both languages,
// has one of at most 160 characters that ends a sentence, never one cut mid-word.

const pages = router
  .entries()
  .flatMap((entry) => LOCALES.map((locale) => ({ id: entry.id, locale })));

describe("page descriptions", () => {
  it("cover every page of the route table in both languages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(56);
  });

  it.each(pages)("$locale $id: 70–160 characters, ending a sentence", ({ id, locale }) => {
    // The words each page type gives its pages, as the page's own metadata uses them.
    const text = pageTexts(PAGE_TYPES, locale).get(id);
    expect(text).toBeDefined();
    const metadata = metadataFor(id, locale, text!);
    const descriptions = [
      metadata.description,
      metadata.openGraph?.description,
      metadata.twitter?.description,
    ];
    for (const description of descriptions) {
      expect(typeof description).toBe("string");
      expect((description as string).length).toBeGreaterThanOrEqual(70);
      expect((description as string).length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/[.!?…»)]$/);
    }
  });
});

import { servicesMissingFrom } from "@/__tests__/support/llms-check";
import { removeScratch, scratchCopy, loadModule } from "@/__tests__/support/scratch-content";
import { REAL, realBusiness, realEntries } from "@/__tests__/support/real-content";
import { getAllServices, getAreas, getPages, getSite } from "@/lib/content";
import type * as LlmsModule from "@/app/llms-txt";
import { llmsTxt } from "@/app/llms-txt";
import { getLegalLinks } from "@/lib/nav/navigation";
import { absoluteUrl } from "@/lib/site/seo";

// /llms.txt and /fr/llms.txt are written from the content (docs/decisions/0016): every
// service with its typical price, the areas, how to reach the business, the legal pages.

describe.each(["en", "fr"] as const)("llms.txt (%s)", (locale) => {
  const text = llmsTxt(locale);

  it("lists every service of the catalogue with its typical price", () => {
    expect(servicesMissingFrom(text, locale)).toEqual([]);
    expect(getAllServices(locale)).toHaveLength(17);
  });

  it("is refused when a service is missing", () => {
    const service = getAllServices(locale)[3]!;
    const without = text
      .split("\n")
      .filter((line) => !line.startsWith(`- [${service.name}]`))
      .join("\n");
    expect(servicesMissingFrom(without, locale)).toEqual([service.name]);
  });

  it("names the business, the areas and the legal pages, and says the rates are examples", () => {
    const site = getSite(locale);
    expect(text.startsWith(`# ${site.name}\n\n> ${site.description}\n`)).toBe(true);
    for (const area of site.areaServed) expect(text).toContain(area.name);
    for (const area of getAreas(locale)) expect(text).toContain(`(${absoluteUrl(area.href)})`);
    for (const legal of getLegalLinks(locale)) {
      expect(text).toContain(`- [${legal.label}](${absoluteUrl(legal.href)})`);
    }
    // The rates are stand-ins: the file says so in the prices page's own words.
    expect(text).toContain(getPages(locale).prices.standIn);
  });

  it("states no stand-in: no example phone, e-mail or address", () => {
    const site = getSite(locale);
    for (const value of [site.phones.whatsapp.display, site.email, site.address.line]) {
      expect(text).not.toContain(value);
    }
  });
});

it("states the phone, e-mail and address once they are real, and drops the examples note", () => {
  const dir = scratchCopy();
  try {
    realBusiness(dir);
    realEntries(dir);
    const real = loadModule<typeof LlmsModule>(dir, "@/app/llms-txt").llmsTxt("en");
    expect(real).toContain(REAL.whatsapp.display);
    expect(real).toContain(REAL.email);
    expect(real).not.toMatch(/stand-ins/);
  } finally {
    removeScratch(dir);
  }
});

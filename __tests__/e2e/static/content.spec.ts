import { expect, test } from "@playwright/test";
import type { Root } from "hast";
import { getAreas, getGuides, getProject, getSite, router } from "../../../lib/content/load";
import {
  type Parent,
  byId,
  byTag,
  jsonLdOf,
  linksNamed,
  normalized,
  pageTree,
  prop,
  readText,
  regionNamed,
  select,
  shownText,
  textOf,
} from "../support/export";
import { NBSP, frenchOf } from "../support/french/typography";
import { ROUTE_ROWS } from "../support/i18n";
import { ALL_ROUTES, exportedHtmlFiles, readExported, SERVICES } from "../support/site";

/*
 * What the pages' HTML must say, read as served (support/export.ts), with no browser: moved from
 * the specs named at each test, which loaded these pages in a tab to read what the HTML holds.
 */

const LOCALES = ["en", "fr"] as const;

/** The one link of `node` with this accessible name, as getByRole("link", { name }) finds it. */
function hrefOf(node: Parent, name: string, where: string, exact = false) {
  const links = linksNamed(node, name, exact);
  expect(links, `${where}: one link named "${name}"`).toHaveLength(1);
  return prop(links[0]!, "href");
}

const mainOf = (route: string) => byTag(pageTree(route), "main")[0]!;

/** The form control a label names (its text holds `text`, as getByLabel matches). */
function control(tree: Root, text: string) {
  const labels = byTag(tree, "label").filter((label) => shownText(label).includes(text));
  expect(labels, `one label "${text}"`).toHaveLength(1);
  const label = labels[0]!;
  const forId = prop(label, "htmlFor");
  const found = forId
    ? byId(tree, forId)
    : select(label, (element) => ["input", "textarea", "select"].includes(element.tagName))[0];
  expect(found, `the control of "${text}"`).toBeTruthy();
  return found!;
}

// routes.spec.ts, without JavaScript.
test("every service's name is on /services/ and on its own page", () => {
  const tree = pageTree("/services/");
  for (const service of SERVICES) {
    expect(hrefOf(tree, service.name, "/services/", true)).toBe(service.path);
  }
});

// routes.spec.ts checked four pages without JavaScript; here, every page.
test("every image of every page has alt text", () => {
  const missing = ALL_ROUTES.flatMap((route) =>
    byTag(pageTree(route), "img")
      .filter((img) => prop(img, "alt") === undefined)
      .map((img) => `${route}: ${prop(img, "src")}`),
  );
  expect(missing).toEqual([]);
});

// spec-strings.spec.ts: written as the spec writes them, not read from content/.
test("the quote form carries the spec's labels and placeholders", () => {
  const tree = pageTree("/contact/");
  expect(prop(control(tree, "Full Name"), "placeholder")).toBe("Your Name");
  expect(prop(control(tree, "Email Address"), "type")).toBe("email");
  expect(prop(control(tree, "Phone Number"), "type")).toBe("tel");
  const message = control(tree, "Message / Project Details");
  expect(prop(message, "placeholder")).toBe("Tell us about your painting project...");
  expect(prop(message, "rows")).toBe("5");
});

test("the legal pages state every fixed figure", () => {
  const refund = readText(mainOf("/refund-policy/")).toLowerCase();
  for (const text of [
    "at least 7 business days before",
    "Between 7 and 3 business days",
    "15% of the quoted price",
    "Within 3 business days or less",
    "up to 25% of the quoted price",
    "within 48 hours of completion",
    "within 3 business days of completion",
    "within 2 business days",
    "within 7 business days",
    "generally non-refundable",
  ]) {
    expect(refund, text).toContain(text.toLowerCase());
  }
  const terms = readText(mainOf("/terms-and-conditions/"));
  expect(terms).toContain("valid for 30 days");
  expect(terms).toContain("Province of Ontario");
});

// french.spec.ts.
test("testimonials are quoted in « guillemets » with non-breaking spaces in French, “curly quotes” in English", () => {
  const expected = { en: /^“[^«»]+”$/, fr: /^«\u00a0[^“”]+\u00a0»$/ };
  const row = ROUTE_ROWS.find((entry) => entry.id === "testimonials")!;
  for (const locale of LOCALES) {
    const quotes = byTag(pageTree(row[locale]), "blockquote").map((quote) => textOf(quote));
    expect(quotes.length, row[locale]).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote.trim(), row[locale]).toMatch(expected[locale]);
  }
});

// editorial.spec.ts.
for (const locale of LOCALES) {
  test(`the Glebe, Kanata and Orléans have ${locale} area pages naming them and their project`, () => {
    const expected = [
      ["glebe", "glebe-main-floor-and-stairwell", locale === "en" ? "The Glebe" : "Le Glebe"],
      ["kanata", "kanata-office-over-two-weekends", "Kanata"],
      ["orleans", "orleans-siding-and-trim", "Orléans"],
    ] as const;
    const hub = mainOf(router.page("areas", locale));
    for (const [id, projectId, name] of expected) {
      const area = getAreas(locale).find((item) => item.id === id)!;
      const tree = pageTree(area.href);
      expect(byTag(tree, "h1").map(shownText)).toEqual([normalized(name)]);
      const project = getProject(projectId, locale)!;
      expect(hrefOf(mainOf(area.href), project.title, area.href, true)).toBe(project.href);
      const page = jsonLdOf(tree).find((data) => data["@type"] === "WebPage")!;
      expect(page.about).toMatchObject({ areaServed: { name } });
      // Listed on the hub.
      expect(hrefOf(hub, name, "the areas' hub", true)).toBe(area.href);
    }
  });
}

test("FAQPage data only where questions are shown", () => {
  for (const route of ["/faq/", "/about/", "/guides/", "/areas/"]) {
    const tree = pageTree(route);
    const faq = jsonLdOf(tree).filter((data) => data["@type"] === "FAQPage");
    const shown = byTag(mainOf(route), "details").filter((details) =>
      details.children.some((child) => child.type === "element" && child.tagName === "summary"),
    ).length;
    expect(faq.length, route).toBe(shown > 0 ? 1 : 0);
    if (shown) expect((faq[0]!.mainEntity as unknown[]).length, route).toBe(shown);
  }
});

test("a guide's page: breadcrumb, byline, dates, reading time, BlogPosting data, its services", () => {
  const guide = getGuides("fr")[0]!;
  const tree = pageTree(guide.href);
  const crumbs = byTag(tree, "nav").filter((nav) => prop(nav, "ariaLabel") === "Fil d’Ariane");
  expect(crumbs).toHaveLength(1);
  expect(hrefOf(crumbs[0]!, "Guides de peinture", guide.href)).toBe("/fr/guides/");
  const times = byTag(tree, "time").filter((time) => prop(time, "dateTime") === guide.published);
  expect(times.map(shownText)).toContain(guide.publishedLabel);
  // Playwright's getByText reads a no-break space as a space.
  expect(readText(tree).replace(/[\u00a0\u202f]/g, " ")).toContain(
    `Lecture : ${guide.minutes} min`,
  );
  const data = jsonLdOf(tree).find((item) => item["@type"] === "BlogPosting")!;
  expect(data).toMatchObject({ datePublished: guide.published });
  // The author is an example (docs/decisions/0014): the business is named instead.
  expect(guide.author.standIn).toBe(true);
  expect(data.author).toEqual({ "@id": expect.stringMatching(/\/#business$/) });
  for (const service of guide.services) {
    expect(hrefOf(mainOf(guide.href), service.name, guide.href, true)).toBe(service.href);
  }
  // …and the first of those service pages lists the guide.
  const service = guide.services[0]!;
  const region = regionNamed(pageTree(service.href), "Guides sur ces travaux");
  expect(region, service.href).toBeTruthy();
  expect(hrefOf(region!, guide.title, service.href)).toBe(guide.href);
});

// french-typography.spec.ts: the French review of 2026-11-25 in the built pages.
test("N-W4: the structured data of French pages names no credential in English", () => {
  const data = jsonLdOf(pageTree(frenchOf("home")))
    .map((block) => JSON.stringify(block))
    .join("");
  // While the credentials are stand-ins the data states none (docs/decisions/0014); their
  // French names once real: __tests__/lib/structured-data-stand-ins.test.ts.
  expect(data).not.toContain("hasCredential");
  expect(data).not.toMatch(/WSIB clearance|Workplace Safety|general liability/);
});

test("T1, N-T3: the form's phone placeholder and the phones are written the French way", () => {
  const tree = pageTree(frenchOf("contact"));
  const placeholders = byTag(tree, "input").map((input) => prop(input, "placeholder"));
  expect(placeholders).toContain(`613${NBSP}555-0100`);
  expect(placeholders).not.toContain("613-555-0100");
  const phones = byTag(mainOf(frenchOf("contact")), "a")
    .filter((link) => prop(link, "href")?.startsWith("tel:"))
    .map((link) => textOf(link));
  expect(phones).toContain(`613${NBSP}555-0143`);
  expect(phones).toContain(`613${NBSP}555-0178`);
});

for (const locale of LOCALES) {
  test(`the accessibility page's ways to reach us are links in ${locale}: phone, email and WhatsApp`, () => {
    const site = getSite(locale);
    const route = ROUTE_ROWS.find((row) => row.id === "accessibility")![locale];
    const main = mainOf(route);
    expect(hrefOf(main, site.phones.office.display, route)).toBe(`tel:${site.phones.office.e164}`);
    expect(hrefOf(main, site.email, route)).toBe(`mailto:${site.email}`);
    expect(hrefOf(main, site.phones.whatsapp.display, route)).toMatch(
      new RegExp(`^https://wa\\.me/${site.phones.whatsapp.e164.slice(1)}(\\?|$)`),
    );
  });
}

// routes.spec.ts.
test("no exported HTML points at /_next/image", () => {
  const files = exportedHtmlFiles();
  expect(files.length).toBeGreaterThan(25);
  for (const file of files) expect(readExported(file), file).not.toContain("/_next/image");
});

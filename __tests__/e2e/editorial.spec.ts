import { type Page } from "@playwright/test";
import { getAreas, getGuides, getProject, router } from "../../lib/content/load";
import { expect, test } from "./support/fixtures";

/*
 * Guides, service areas and questions on the export: the feeds linked from every page, the area
 * pages of today's projects, and the disclosures by keyboard and without JavaScript. The
 * questions each service page shows, in its HTML and its FAQPage data, are a step of its page
 * gate (support/page-checks/service-questions.ts).
 */

const LOCALES = ["en", "fr"] as const;

/** The JSON-LD blocks of the page, parsed. */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown> & { "@type": string },
  );

for (const locale of LOCALES) {
  test(`the ${locale} home page links its Atom feed, which holds the three guides whole`, async ({
    page,
  }) => {
    await page.goto(router.page("home", locale));
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveCount(1);
    const path = new URL((await link.getAttribute("href"))!).pathname;
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        lang: doc.documentElement.getAttribute("xml:lang"),
        entries: [...doc.getElementsByTagName("entry")].map((entry) => ({
          title: entry.getElementsByTagName("title")[0]?.textContent,
          link: entry.querySelector('link[rel="alternate"]')?.getAttribute("href"),
          content: entry.getElementsByTagName("content")[0]?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.lang).toBe(locale === "en" ? "en-CA" : "fr-CA");
    const guides = getGuides(locale);
    expect(guides).toHaveLength(3);
    expect(feed.entries.map((entry) => entry.title)).toEqual(guides.map((guide) => guide.title));
    for (const [index, entry] of feed.entries.entries()) {
      expect(new URL(entry.link!).pathname).toBe(guides[index]!.href);
      // Full entries: the article's every section, not a teaser.
      expect(entry.content.match(/<h2>/g)?.length).toBe(guides[index]!.html.match(/<h2>/g)?.length);
    }
    // The guides index lists the same guides, newest first.
    await page.goto(router.page("guides", locale));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      guides.map((guide) => guide.title),
    );
  });

  test(`the Glebe, Kanata and Orléans have ${locale} area pages naming them and their project`, async ({
    page,
  }) => {
    const expected = [
      ["glebe", "glebe-main-floor-and-stairwell", locale === "en" ? "The Glebe" : "Le Glebe"],
      ["kanata", "kanata-office-over-two-weekends", "Kanata"],
      ["orleans", "orleans-siding-and-trim", "Orléans"],
    ] as const;
    for (const [id, projectId, name] of expected) {
      const area = getAreas(locale).find((item) => item.id === id)!;
      await page.goto(area.href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const project = getProject(projectId, locale)!;
      await expect(
        page.getByRole("main").getByRole("link", { name: project.title, exact: true }),
      ).toHaveAttribute("href", project.href);
      const page_ = (await jsonLd(page)).find((data) => data["@type"] === "WebPage")!;
      expect(page_.about).toMatchObject({ areaServed: { name } });
      // Listed on the hub.
      await page.goto(router.page("areas", locale));
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        area.href,
      );
    }
  });
}

test("a question opens by keyboard and by a click without JavaScript", async ({
  browser,
  page,
}) => {
  await page.goto("/services/residential/drywall-repair/");
  const first = page.locator("details").first();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("p").first()).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/fr/questions-frequentes/");
  const question = noScript.locator("details").nth(1);
  await expect(question.locator("p").first()).toBeHidden();
  await question.locator("summary").click();
  await expect(question.locator("p").first()).toBeVisible();
  await context.close();
});

test("FAQPage data only where questions are shown", async ({ page }) => {
  for (const route of ["/faq/", "/about/", "/guides/", "/areas/"]) {
    await page.goto(route);
    const faq = (await jsonLd(page)).filter((data) => data["@type"] === "FAQPage");
    const shown = await page.locator("main details > summary").count();
    expect(faq.length, route).toBe(shown > 0 ? 1 : 0);
    if (shown) expect((faq[0]!.mainEntity as unknown[]).length, route).toBe(shown);
  }
});

test("a guide's page: breadcrumb, byline, dates, reading time, BlogPosting data, its services", async ({
  page,
}) => {
  const guide = getGuides("fr")[0]!;
  await page.goto(guide.href);
  const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
  await expect(crumbs.getByRole("link", { name: "Guides de peinture" })).toHaveAttribute(
    "href",
    "/fr/guides/",
  );
  await expect(page.locator(`time[datetime="${guide.published}"]`)).toHaveText(
    guide.publishedLabel,
  );
  await expect(page.getByText(`Lecture : ${guide.minutes} min`)).toBeVisible();
  const data = (await jsonLd(page)).find((item) => item["@type"] === "BlogPosting")!;
  expect(data).toMatchObject({ datePublished: guide.published });
  // The author is an example (docs/decisions/0014): the business is named instead.
  expect(guide.author.standIn).toBe(true);
  expect(data.author).toEqual({ "@id": expect.stringMatching(/\/#business$/) });
  for (const service of guide.services) {
    await expect(
      page.getByRole("main").getByRole("link", { name: service.name, exact: true }),
    ).toHaveAttribute("href", service.href);
    // …and each of those service pages lists the guide.
  }
  const service = guide.services[0]!;
  await page.goto(service.href);
  await expect(
    page.getByRole("region", { name: "Guides sur ces travaux" }).getByRole("link", {
      name: guide.title,
    }),
  ).toHaveAttribute("href", guide.href);
});

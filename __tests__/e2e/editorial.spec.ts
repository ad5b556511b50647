import { getGuides, router } from "../../lib/content/load";
import { expect, testInSharedTab as test } from "./support/fixtures";

/*
 * Guides, service areas and questions on the export: the feeds linked from every page, the area
 * pages of today's projects, and the disclosures by keyboard and without JavaScript. The
 * questions each service page shows, in its HTML and its FAQPage data, are a step of its page
 * gate (support/page-checks/service-questions.ts).
 */

const LOCALES = ["en", "fr"] as const;

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
}

test("a question opens by keyboard and by a click without JavaScript", async ({
  page,
  noScriptPage: noScript,
}) => {
  await page.goto("/services/residential/drywall-repair/");
  const first = page.locator("details").first();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("p").first()).toBeVisible();

  await noScript.goto("/fr/questions-frequentes/");
  const question = noScript.locator("details").nth(1);
  await expect(question.locator("p").first()).toBeHidden();
  await question.locator("summary").click();
  await expect(question.locator("p").first()).toBeVisible();
});

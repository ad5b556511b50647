import { type Page } from "@playwright/test";
import { expect, gotoHydrated, testInSharedTab as test } from "./support/fixtures";
import { readExported } from "./support/site";

const GLEBE = "/projects/glebe-main-floor-and-stairwell/";
const ORLEANS_FR = "/fr/projets/revetement-et-moulures-a-orleans/";

/** The share of the "before" photo the compare shows, from its CSS variable. */
const shownBefore = (page: Page) =>
  page
    .locator('[style*="--before"]')
    .first()
    .evaluate((element) => parseFloat((element as HTMLElement).style.getPropertyValue("--before")));

test.describe("before/after compare", () => {
  test("moves with the keyboard: arrows, Home and End, and says where it is", async ({ page }) => {
    await gotoHydrated(page, GLEBE);
    await expect(page.getByText("Before", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("After", { exact: true }).first()).toBeVisible();
    const slider = page.getByRole("slider", { name: "Before and after" });
    await expect(slider).toHaveAttribute("aria-valuetext", "50% before, 50% after");
    await slider.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuetext", "48% before, 52% after");
    expect(await shownBefore(page)).toBe(48);
    await page.keyboard.press("Home");
    expect(await shownBefore(page)).toBe(0);
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuetext", "100% before, 0% after");
    // The focused control is visible: its frame draws an outline.
    const outline = await page
      .locator('[style*="--before"]')
      .first()
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("follows the mouse and a finger across the photo", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await gotoHydrated(page, ORLEANS_FR);
    const frame = page.locator('[style*="--before"]').first();
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    expect(Math.abs((await shownBefore(page)) - 25)).toBeLessThanOrEqual(2);
    await page.touchscreen.tap(box.x + box.width * 0.8, box.y + box.height / 2);
    expect(Math.abs((await shownBefore(page)) - 80)).toBeLessThanOrEqual(2);
    // French labels.
    await expect(page.getByRole("slider", { name: "Avant et après" })).toBeVisible();
    await expect(page.getByText("Avant", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Après", { exact: true }).first()).toBeVisible();
    await context.close();
  });

  test("without JavaScript, shows both photos side by side with their labels", async ({
    noScriptPage: page,
  }) => {
    await page.goto(GLEBE);
    const figure = page.getByRole("figure").first();
    const before = figure.getByRole("img", { name: /Room under renovation/ });
    const after = figure.getByRole("img", { name: /warm gold and beige/ });
    const [left, right] = [(await before.boundingBox())!, (await after.boundingBox())!];
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
    expect(Math.abs(left.y - right.y)).toBeLessThan(2);
    await expect(figure.getByText("Before", { exact: true })).toBeVisible();
    await expect(figure.getByText("After", { exact: true })).toBeVisible();
    await expect(page.getByRole("slider")).toBeHidden();
  });

  test("its code loads only on pages with a compare", async ({ page }) => {
    const scripts = async (path: string) => {
      const loaded: string[] = [];
      page.on("response", async (response) => {
        if (response.url().endsWith(".js")) loaded.push(await response.text());
      });
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      page.removeAllListeners("response");
      return loaded.join("\n");
    };
    // The island's own mark: the CSS variable it sets from the slider.
    expect(await scripts(GLEBE)).toContain("--before");
    for (const path of [
      "/",
      "/projects/",
      "/services/residential/interior-painting/",
      "/gallery/",
    ]) {
      expect(await scripts(path), path).not.toContain("--before");
    }
  });
});

test.describe("projects pages", () => {
  test("filter by category and by service with plain links, also without JavaScript", async ({
    noScriptPage: page,
  }) => {
    await page.goto("/projects/");
    const filters = page.getByRole("navigation", { name: "Filter projects" });
    await filters.getByRole("link", { name: "Exterior Painting (1)", exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/#exterior-painting$/);
    const section = page.locator("#exterior-painting");
    await expect(section.getByRole("heading", { name: "Exterior Painting" })).toBeInViewport();
    await expect(section.getByRole("link")).toHaveText([
      "Siding and trim of a house in Orléans, after hard winters",
    ]);
    await filters.getByRole("link", { name: "Commercial Painting (1)", exact: true }).click();
    const commercial = page.locator("#commercial");
    await expect(commercial.getByRole("heading", { level: 3 })).toHaveText([
      "A Kanata office repainted over two weekends",
    ]);
  });

  test("service pages show their recent work, and only when there is some", async ({ page }) => {
    await page.goto("/fr/services/residentiel/peinture-exterieure/");
    // Every project shown is an example: they are called so (docs/decisions/0014).
    const recent = page.getByRole("region", { name: "Exemples de projets" });
    await expect(recent.getByRole("heading", { level: 3 })).toHaveText([
      "Revêtement et moulures d’une maison d’Orléans, après des hivers difficiles",
    ]);
    await expect(recent.getByRole("link", { name: "Voir tous nos projets" })).toHaveAttribute(
      "href",
      "/fr/projets/",
    );
    await page.goto("/services/commercial/parking-lot-line-painting/");
    await expect(page.getByRole("heading", { name: "Recent work" })).toHaveCount(0);
  });

  test("the gallery, the footer and the HTML sitemap link to the projects; the header does not", async ({
    page,
  }) => {
    await page.goto("/gallery/");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: "See our projects, with before and after photos" }),
    ).toHaveAttribute("href", "/projects/");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Our Projects" }),
    ).toHaveAttribute("href", "/projects/");
    await expect(page.getByRole("banner").getByRole("link", { name: /Projects/ })).toHaveCount(0);
    await page.goto("/fr/plan-du-site/");
    const sitemap = page.getByRole("region", { name: "Projets", exact: true });
    await expect(sitemap.getByRole("link")).toHaveCount(3);
  });

  test("a project page says it is an example, tells crawlers nothing of it, and is in the sitemap", async ({
    page,
  }) => {
    await page.goto(GLEBE);
    await expect(page.getByRole("note").first()).toHaveText(
      /^Example project: shown to illustrate/,
    );
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    // An example is no job (docs/decisions/0014): only the business, as on every page.
    expect(blocks.map((block) => block["@type"])).toEqual(["HousePainter"]);
    const sitemap = readExported("sitemap.xml");
    expect(sitemap).toContain(`https://www.northbrush-painting.example${GLEBE}`);
    expect(sitemap).toContain(
      'hreflang="fr-CA" href="https://www.northbrush-painting.example/fr/projets/rez-de-chaussee-et-escalier-dans-le-glebe/"',
    );
  });
});

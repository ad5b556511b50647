import { getHome } from "../../lib/content/load";

const home = getHome("en");
import { expect, testInSharedTab as test } from "./support/fixtures";

// Each service page's heading and breadcrumb are checked in its static page gate
// (static/pages.spec.ts, support/page-checks/service-heading.ts); that every service is linked
// from /services/, that every image has alt text and that no page points at /_next/image, in
// static/content.spec.ts.

test.describe("unknown addresses", () => {
  test("an unknown path answers 404 and lands on /", async ({ page }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.headline);
  });

  for (const path of [
    "/services/residential/no-such-service/",
    "/services/industrial/interior-painting/",
    "/services/commercial/interior-painting/",
    "/services/unknown/",
  ]) {
    test(`${path} lands on /services/`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.waitForURL((url) => url.pathname === "/services/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the 404 page is noindex and offers plain links without JavaScript", async ({
    noScriptPage: page,
  }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
  });
});

test.describe("without JavaScript", () => {
  test("the home headline, counters and both hero buttons are in the HTML", async ({
    noScriptPage: page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Crafting Brilliance, One Stroke at a Time" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Your Free Estimate" })).toHaveAttribute(
      "href",
      "/contact/#quote",
    );
    await expect(page.getByRole("link", { name: "Discover Our Services" })).toHaveAttribute(
      "href",
      "/services/",
    );
    for (const figure of ["885+", "1154+", "9+"])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
  });

  test("the header's menu controls become links: the services page on desktop, the footer on a phone", async ({
    noScriptPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Our Services" })).toBeHidden();
    await nav.getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(page).toHaveURL(/#site-footer$/);
    await expect(page.getByRole("contentinfo")).toBeInViewport();
  });
});

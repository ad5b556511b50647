import { expect, testInSharedTab as test } from "./support/fixtures";

/*
 * The strings the specification quotes, written here as the spec writes them (not read from
 * content/), so an edit of content/fixed-wording.yml or shared/constants.yml that changes one
 * fails.
 */
const ON_EVERY_PAGE = [
  "Mon – Sat: 9 AM – 6 PM",
  "Call Us",
  "Home",
  "About Us",
  "Our Services",
  "Testimonials",
  "Contact Us",
  "Get a Free Quote",
];

test("the header of every English page carries the spec's labels", async ({ page }) => {
  for (const route of ["/", "/about/", "/services/residential/drywall-repair/"]) {
    await page.goto(route);
    const header = page.getByRole("banner");
    for (const text of ON_EVERY_PAGE) await expect(header, route).toContainText(text);
    await header.getByRole("button", { name: "Our Services" }).click();
    await expect(header.getByRole("button", { name: "Residential Painting" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Commercial Painting" })).toBeVisible();
    await expect(header.getByRole("link", { name: "View All Services Page →" })).toBeVisible();
  }
});

test("the home page carries the hero, its buttons and the counters word for word", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Crafting Brilliance, One Stroke at a Time",
  );
  await expect(page.getByRole("link", { name: "Get Your Free Estimate" })).toHaveAttribute(
    "href",
    "/contact/#quote",
  );
  await expect(page.getByRole("link", { name: "Discover Our Services" })).toHaveAttribute(
    "href",
    "/services/",
  );
  const counters = page.getByRole("region", { name: "Our work in numbers" });
  await counters.scrollIntoViewIfNeeded();
  for (const [label, figure] of [
    ["Completed Projects", "885+"],
    ["Happy Clients", "1154+"],
    ["Ongoing Projects", "9+"],
  ]) {
    await expect(counters).toContainText(label!);
    await expect(counters.getByText(figure!, { exact: true })).toBeVisible({ timeout: 10_000 });
  }
});

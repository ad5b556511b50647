import { landmarkViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// Every page's own check that all content is inside a landmark runs in the page gate
// (pages.spec.ts), in the same axe pass as WCAG; here, the states a page load does not show.

test("the toast and its announcement are inside a landmark", async ({ page }) => {
  await page.goto("/contact/");
  await page.evaluate(() => {
    // A window that opened: the form then shows its success toast.
    window.open = () =>
      ({ opener: null, location: { replace() {} }, close() {} }) as unknown as Window;
  });
  await page.getByLabel("Full Name").fill("Sam");
  await page.getByLabel("Email Address").fill("sam@example.com");
  await page.getByLabel("Phone Number").fill("613-555-0100");
  await page.getByLabel("Message / Project Details").fill("Fence and deck.");
  await page.getByRole("button", { name: "Send via WhatsApp" }).click();
  await expect(page.getByText("Form Submitted!", { exact: true })).toBeVisible();
  expect(await landmarkViolations(page)).toEqual([]);
});

test("the navigation spinner is inside a landmark", async ({ page }) => {
  await page.goto("/");
  // Hold the next page's data, so the spinner stays up long enough to be checked.
  await page.route("**/about/**", () => new Promise(() => {}));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About Us" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeAttached();
  expect(await landmarkViolations(page)).toEqual([]);
});

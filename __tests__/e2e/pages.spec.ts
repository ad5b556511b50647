import { axeViolations, expectNone, LANDMARK_RULE, outsideLandmarks } from "./support/axe";
import { expect, testInSharedTab as test } from "./support/fixtures";
import { WORST_CASES } from "./support/page-types";
import { ALL_ROUTES } from "./support/site";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
// Besides the two above, where the axe passes already are (each width is a whole layout).
const OTHER_OVERFLOW_WIDTHS = [320, 768];

type Violations = { __violations: string[] };

/*
 * Every page of the export is loaded once and put through every page-level gate that needs a
 * browser: status, landmarks shown, Content-Security-Policy, hydration, console, axe at both
 * viewports (with the landmark rule) and horizontal overflow at four widths (320, 390, 768 and
 * 1280 px). axe's rules that depend on layout (color-contrast, target-size) run at both widths
 * on the worst case of each page type and language (support/page-types.ts); every other rule
 * runs on every page. What reads the HTML alone (language, headings, the other topics' checks)
 * is the static gate of each page (static/pages.spec.ts). One load per page, in a tab each
 * worker shares (support/fixtures.ts), keeps the suite fast on 2 cores.
 */
for (const route of ALL_ROUTES) {
  const layout = WORST_CASES.has(route);
  const title = layout
    ? `${route} passes every page gate, with axe's layout rules (its type's worst case)`
    : `${route} passes every page gate`;
  test(title, async ({ page, consoleProblems }) => {
    // The tab is the worker's (testInSharedTab): this test's listener goes at its end.
    const listening = await page.addInitScript(() => {
      (window as unknown as Violations).__violations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as Violations).__violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.setViewportSize(DESKTOP);
    const response = await page.goto(route);

    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    // Hydrated: the header island reacts to scrolling only once React runs.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "false");

    // No sideways scrolling at any width: measured at each viewport the page is already at.
    const overflow = async (width: number) =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${route} at ${width}px`,
      ).toBeLessThanOrEqual(0);
    await overflow(DESKTOP.width);

    // Accessibility at both viewports; at the first, in the same pass, all content inside a
    // landmark (axe's region rule, a best practice outside the WCAG tags).
    const desktop = await axeViolations(page, [LANDMARK_RULE], { layout });
    expect(outsideLandmarks(desktop), `${route}: all content is inside a landmark`).toEqual([]);
    expectNone(
      desktop.filter((violation) => violation.id !== LANDMARK_RULE),
      `${route} at ${DESKTOP.width}px`,
    );
    await page.setViewportSize(MOBILE);
    expectNone(await axeViolations(page, [], { layout }), `${route} at ${MOBILE.width}px`);
    await overflow(MOBILE.width);
    for (const width of OTHER_OVERFLOW_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await overflow(width);
    }

    expect(await page.evaluate(() => (window as unknown as Violations).__violations)).toEqual([]);
    expect(consoleProblems).toEqual([]);
    await listening.dispose();
  });
}

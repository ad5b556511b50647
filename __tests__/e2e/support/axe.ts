import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, as the quality-gate issue asks; no rule is disabled. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Radix NavigationMenu puts a focusable, aria-hidden sentinel after the open trigger: it
// only forwards Tab into the dropdown and is never read. Excluded alone, with this reason.
const RADIX_FOCUS_PROXY = '[data-slot="navigation-menu-list"] > li > span[aria-hidden="true"]';

/**
 * axe in the page itself (axe.run). By default the builder runs axe in each frame and merges
 * the results in a blank page it opens for every run, which doubled each run's time. The
 * site's only frame is the map, from another origin and blocked by the tests' network rule:
 * what the default reached inside it was the browser's error page, so `iframes: false` below
 * (the <iframe> element itself is still checked) loses nothing of the site.
 */
const builder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

type Result = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, plus those of `alsoRules` (rules
 * outside those tags, such as "region") found in the same pass.
 */
export async function axeViolations(page: Page, alsoRules: string[] = []): Promise<Result[]> {
  const results = await builder(page)
    // Only violations are read; skipping the passes' details saves much of axe's time.
    // (First: options() replaces what withTags() sets.)
    .options({
      resultTypes: ["violations"],
      iframes: false,
      rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])),
    })
    .withTags(WCAG_TAGS)
    .exclude(RADIX_FOCUS_PROXY)
    .analyze();
  return results.violations;
}

const describe = (violations: Result[]) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );

/** Fails with each violation's rule, help and elements. */
export function expectNone(violations: Result[], label: string) {
  const summary = describe(violations);
  expect(summary, `${label}\n${summary.join("\n")}`).toEqual([]);
}

export async function expectNoAxeViolations(page: Page, label: string) {
  expectNone(await axeViolations(page), label);
}

/** axe's `region` rule: nothing a visitor can perceive sits outside every landmark. */
export const LANDMARK_RULE = "region";

/** The elements that axe's `region` rule found outside every landmark. */
export const outsideLandmarks = (violations: Result[]) =>
  violations
    .filter((violation) => violation.id === LANDMARK_RULE)
    .flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));

/** The region rule alone, for a page state that no other axe pass covers. */
export async function landmarkViolations(page: Page): Promise<string[]> {
  const results = await builder(page)
    .options({ resultTypes: ["violations"], iframes: false })
    .withRules([LANDMARK_RULE])
    .analyze();
  return outsideLandmarks(results.violations);
}

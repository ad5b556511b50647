import axe, { type AxeResults, type RunOptions } from "axe-core";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, as the quality-gate issue asks; no rule is disabled. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Radix NavigationMenu puts a focusable, aria-hidden sentinel after the open trigger: it
// only forwards Tab into the dropdown and is never read. Excluded alone, with this reason.
const RADIX_FOCUS_PROXY = '[data-slot="navigation-menu-list"] > li > span[aria-hidden="true"]';

type Result = AxeResults["violations"][number];

/*
 * axe run in the page itself, injected once per document. @axe-core/playwright's builder
 * evaluated axe's half-megabyte source twice for every pass (then once more in each frame, the
 * blocked map's error page included): most of a pass's time, twice per page in the page gates.
 * Only the main document is checked: the site's only frame is the map, from another origin and
 * blocked by the tests' network rule (the <iframe> element itself is still checked).
 */
async function runAxe(page: Page, options: RunOptions): Promise<Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ([exclude, runOptions]) =>
      (window as unknown as { axe: typeof axe }).axe.run({ exclude: [[exclude]] }, runOptions),
    [RADIX_FOCUS_PROXY, options] as const,
  );
  return results.violations;
}

/*
 * The WCAG rules whose outcome depends on layout (what is drawn over what, how big a target is
 * and how near the next): on this machine's Chromium, 85 % of a page's axe time at two widths.
 * The page gates run them on each page type's worst case (support/page-types.ts) at each width,
 * and every other rule on every page.
 */
const LAYOUT_RULES = ["color-contrast", "target-size"];

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, plus those of `alsoRules` (rules
 * outside those tags, such as "region") found in the same pass; with `layout: false`, without
 * the LAYOUT_RULES.
 */
export async function axeViolations(
  page: Page,
  alsoRules: string[] = [],
  { layout = true } = {},
): Promise<Result[]> {
  return runAxe(page, {
    runOnly: { type: "tag", values: WCAG_TAGS },
    // Only violations are read; skipping the passes' details saves much of axe's time.
    resultTypes: ["violations"],
    iframes: false,
    rules: Object.fromEntries([
      ...alsoRules.map((rule) => [rule, { enabled: true }]),
      ...(layout ? [] : LAYOUT_RULES.map((rule) => [rule, { enabled: false }])),
    ]),
  });
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
  return outsideLandmarks(
    await runAxe(page, {
      runOnly: { type: "rule", values: [LANDMARK_RULE] },
      resultTypes: ["violations"],
      iframes: false,
    }),
  );
}

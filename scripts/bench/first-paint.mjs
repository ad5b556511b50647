// `node scripts/bench/first-paint.mjs REPORT.json…`: what a page's first paint waited for, read
// from Lighthouse reports the benchmark kept (bench/.work/lighthouse/): when the HTML, the
// stylesheets and the fonts arrived (ms from the navigation, with their bytes on the wire), how
// much main-thread work ran before the first paint, and the first paint itself. One line per
// report, for the issue 59 traces in docs/performance.md.
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {{ url: string, resourceType?: string, networkRequestTime: number,
 *   networkEndTime: number, transferSize: number }} Request
 */

/** @param {number} ms */
const at = (ms) => `${Math.round(ms)}`;

/**
 * The first paint of one report, and what arrived and ran before it.
 * @param {import("./lighthouse-run.mjs").Lhr} lhr
 */
function firstPaintTrace(lhr) {
  const fcp = lhr.audits["first-contentful-paint"].numericValue;
  const lcp = lhr.audits["largest-contentful-paint"].numericValue;
  /** @type {Request[]} */
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  /** @param {string} type */
  const span = (type) => {
    const list = requests.filter((r) => r.resourceType === type);
    if (list.length === 0) return "none";
    const bytes = list.reduce((sum, r) => sum + r.transferSize, 0);
    return `${at(Math.min(...list.map((r) => r.networkRequestTime)))}→${at(Math.max(...list.map((r) => r.networkEndTime)))} ms, ${(bytes / 1000).toFixed(1)} kB`;
  };
  /** @type {{ startTime: number, duration: number }[]} */
  const tasks = lhr.audits["main-thread-tasks"]?.details?.items ?? [];
  const before = tasks.filter((task) => task.startTime < fcp);
  const busy = before.reduce((sum, task) => sum + Math.min(task.duration, fcp - task.startTime), 0);
  const longest = Math.max(0, ...before.map((task) => task.duration));
  const inFlight = requests.filter((r) => r.networkRequestTime < fcp).length;
  return (
    `FCP ${at(fcp)} ms, LCP ${at(lcp)} ms; HTML ${span("Document")}; ` +
    `CSS ${span("Stylesheet")}; font ${span("Font")}; ` +
    `main thread before FCP ${at(busy)} ms (longest task ${at(longest)} ms); ` +
    `${inFlight} requests started before FCP`
  );
}

for (const file of process.argv.slice(2)) {
  const lhr = JSON.parse(readFileSync(file, "utf8"));
  console.log(`${path.basename(file, ".json")}: ${firstPaintTrace(lhr)}`);
}

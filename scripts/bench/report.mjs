// Medians, budgets and the markdown the benchmark prints and writes to docs/performance.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const BUDGETS = {
  // Mobile performance is held to the floor's (perfUnderFloor), not to a fixed score.
  mobile: { accessibility: 100, bestPractices: 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpRatio: 1.3, // mobile LCP ≤ 1.3 × the floor's
  tbtOverFloorMs: 50, // TBT ≤ the floor's + 50 ms, per form factor
  perfUnderFloor: 2, // mobile performance within 2 points of the floor's, measured in the same run
};

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per-metric medians of a list of figure objects. */
export function medians(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const clsText = (cls) => cls.toFixed(3);
// Lighthouse shows CLS with two decimals; "0.00" is the budget.
const clsIsZero = (cls) => Number(cls.toFixed(2)) === 0;

/** The budgets a row misses, as short texts; an empty list is a pass. */
export function budgetMisses(row, floor, formFactor) {
  const budget = BUDGETS[formFactor];
  const misses = [];
  const labels = { performance: "perf", accessibility: "a11y", bestPractices: "BP", seo: "SEO" };
  for (const [key, min] of Object.entries(budget)) {
    if (row[key] < min) misses.push(`${labels[key]} ${row[key]} < ${min}`);
  }
  if (!clsIsZero(row.cls)) misses.push(`CLS ${row.cls.toFixed(2)} > 0.00`);
  if (floor) {
    const perfFloor = floor.performance - BUDGETS.perfUnderFloor;
    if (formFactor === "mobile" && row.performance < perfFloor) {
      misses.push(`perf ${row.performance} < ${perfFloor} (floor − ${BUDGETS.perfUnderFloor})`);
    }
    if (formFactor === "mobile" && row.lcp > BUDGETS.lcpRatio * floor.lcp) {
      misses.push(`LCP ${(row.lcp / floor.lcp).toFixed(2)}× > ${BUDGETS.lcpRatio}×`);
    }
    const tbtOver = row.tbt - floor.tbt;
    if (tbtOver > BUDGETS.tbtOverFloorMs) {
      misses.push(`TBT +${Math.round(tbtOver)} ms > +${BUDGETS.tbtOverFloorMs} ms`);
    }
  }
  return misses;
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * results: { mobile: Map(label → medians), desktop: … }, with the reference under
 * `referenceLabel`; every other label is a site route.
 */
export function resultTables(results, referenceLabel) {
  const sections = [];
  for (const formFactor of Object.keys(results)) {
    const rows = results[formFactor];
    const floor = rows.get(referenceLabel);
    const body = [...rows].map(([label, m]) => {
      const isFloor = label === referenceLabel;
      const misses = budgetMisses(m, isFloor ? null : floor, formFactor);
      const verdict = misses.length ? `**fail**: ${misses.join("; ")}` : "pass";
      return [
        isFloor ? `${label} (floor)` : `\`${label}\``,
        m.perfMin === m.perfMax ? m.performance : `${m.performance} (${m.perfMin}–${m.perfMax})`,
        m.accessibility,
        m.bestPractices,
        m.seo,
        seconds(m.lcp),
        seconds(m.fcp),
        `${Math.round(m.tbt)} ms`,
        clsText(m.cls),
        seconds(m.speedIndex),
        kib(m.totalBytes),
        kib(m.unusedJsBytes),
        verdict,
      ];
    });
    sections.push(
      `### ${formFactor[0].toUpperCase()}${formFactor.slice(1)}\n\n` +
        table(
          [
            "page",
            "perf",
            "a11y",
            "BP",
            "SEO",
            "LCP",
            "FCP",
            "TBT",
            "CLS",
            "Speed Index",
            "total bytes",
            "unused JS",
            "budgets",
          ],
          body,
        ),
    );
  }

  const mobile = results.mobile;
  const desktop = results.desktop;
  const mobileFloor = mobile.get(referenceLabel);
  const desktopFloor = desktop?.get(referenceLabel);
  const ratioRows = [...mobile.keys()]
    .filter((label) => label !== referenceLabel)
    .map((label) => {
      const m = mobile.get(label);
      const d = desktop?.get(label);
      const signed = (value) => `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))} ms`;
      const points = m.performance - mobileFloor.performance;
      return [
        `\`${label}\``,
        `${points >= 0 ? "+" : "−"}${Math.abs(points)}`,
        `${(m.lcp / mobileFloor.lcp).toFixed(2)}×`,
        signed(m.tbt - mobileFloor.tbt),
        d ? signed(d.tbt - desktopFloor.tbt) : "not measured",
        `${(m.totalBytes / mobileFloor.totalBytes).toFixed(2)}×`,
      ];
    });
  sections.push(
    "### Compared with the framework floor\n\n" +
      table(
        [
          "page",
          `mobile perf − floor (budget ≥ −${BUDGETS.perfUnderFloor})`,
          `mobile LCP ÷ floor (≤ ${BUDGETS.lcpRatio}×)`,
          `mobile TBT − floor (≤ +${BUDGETS.tbtOverFloorMs} ms)`,
          `desktop TBT − floor (≤ +${BUDGETS.tbtOverFloorMs} ms)`,
          "total bytes ÷ floor (mobile)",
        ],
        ratioRows,
      ),
  );
  return sections.join("\n\n");
}

export function budgetList() {
  const m = BUDGETS.mobile;
  return [
    `- Mobile: accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}.`,
    "- Desktop: performance, accessibility, best practices and SEO all 100.",
    "- CLS 0.00 (as Lighthouse rounds it, two decimals) on every page and form factor.",
    `- Mobile performance within ${BUDGETS.perfUnderFloor} points of the floor's in the same run (the median of each).`,
    `- Mobile LCP ≤ ${BUDGETS.lcpRatio} × the floor's mobile LCP.`,
    `- TBT ≤ the floor's TBT + ${BUDGETS.tbtOverFloorMs} ms (mobile against mobile, desktop against desktop).`,
    "- The floor's own row is held to the fixed score and CLS budgets only: its mobile performance is the yardstick.",
  ].join("\n");
}

/** Replaces the benchmark's section of docs/performance.md, keeping anything else in it. */
export function writeDoc(file, section) {
  const block = `${START}\n${section.trim()}\n${END}`;
  let text;
  if (!existsSync(file)) {
    text = `# Performance\n\n${block}\n`;
  } else {
    const current = readFileSync(file, "utf8");
    const start = current.indexOf(START);
    const end = current.indexOf(END);
    text =
      start !== -1 && end > start
        ? current.slice(0, start) + block + current.slice(end + END.length)
        : `${current.trimEnd()}\n\n${block}\n`;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

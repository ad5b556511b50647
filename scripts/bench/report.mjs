// Medians, budgets and the markdown the benchmark prints and writes to docs/performance.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FULL_WIDTH_SHARE } from "./photo-budget.mjs";

/**
 * @typedef {{ mobile: Record<string, number>, desktop: Record<string, number>, lcpRatio: number,
 *   tbtOverFloorMs: number, perfUnderFloor: number, photoBytes?: number }} Budgets
 */

/** @type {Budgets} Issue 10's budgets, for pages whose photos are on the stock host (blocked). */
export const BUDGETS = {
  // Mobile performance is held to the floor's (perfUnderFloor), not to a fixed score.
  mobile: { accessibility: 100, bestPractices: 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpRatio: 1.3, // mobile LCP ≤ 1.3 × the floor's
  tbtOverFloorMs: 50, // TBT ≤ the floor's + 50 ms, per form factor
  perfUnderFloor: 2, // mobile performance within 2 points of the floor's, measured in the same run
};

/**
 * @type {Budgets} Issue 27's, in the real-photo mode: the floor shows the same hero photo, so
 * the margins are narrower, and a phone's full-width photo has a byte ceiling.
 */
export const PHOTO_BUDGETS = {
  ...BUDGETS,
  lcpRatio: 1.15, // mobile LCP ≤ 1.15 × the photo floor's
  tbtOverFloorMs: 0, // TBT ≤ the floor's, per form factor
  perfUnderFloor: 1, // mobile performance ≥ the floor's − 1
  photoBytes: 150_000, // no full-width photo over 150 kB on a 390 px phone at DPR 3
};

/**
 * The benchmark's profiles (scripts/bench/lighthouse-run.mjs runs them): the form factor whose
 * budgets each is held to, and its title in the tables.
 * @type {Record<string, { formFactor: "mobile" | "desktop", title: string }>}
 */
export const PROFILE_KINDS = {
  mobile: { formFactor: "mobile", title: "Mobile, simulated throttling" },
  applied: { formFactor: "mobile", title: "Mobile, applied throttling (devtools)" },
  desktop: { formFactor: "desktop", title: "Desktop (simulated)" },
};
/** @param {string} profile */
const formFactorOf = (profile) => PROFILE_KINDS[profile]?.formFactor ?? profile;

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Per-metric medians of a list of figure objects.
 * @param {Record<string, number>[]} runs
 */
export function medians(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** @param {number} cls */
const clsText = (cls) => cls.toFixed(3);
// Lighthouse shows CLS with two decimals; "0.00" is the budget.
/** @param {number} cls */
const clsIsZero = (cls) => Number(cls.toFixed(2)) === 0;

/**
 * The budgets a row misses, as short texts; an empty list is a pass.
 * @param {Budgets} [budgets]
 * @param {Record<string, number>} row @param {Record<string, number> | undefined} floor
 * @param {string} formFactor "mobile" or "desktop"
 */
export function budgetMisses(row, floor, formFactor, budgets = BUDGETS) {
  const budget = formFactor === "mobile" ? budgets.mobile : budgets.desktop;
  const misses = [];
  /** @type {Record<string, string>} */
  const labels = { performance: "perf", accessibility: "a11y", bestPractices: "BP", seo: "SEO" };
  for (const [key, min] of Object.entries(budget)) {
    if (row[key] < min) misses.push(`${labels[key]} ${row[key]} < ${min}`);
  }
  if (!clsIsZero(row.cls)) misses.push(`CLS ${row.cls.toFixed(2)} > 0.00`);
  if (floor) {
    const perfFloor = floor.performance - budgets.perfUnderFloor;
    if (formFactor === "mobile" && row.performance < perfFloor) {
      misses.push(`perf ${row.performance} < ${perfFloor} (floor − ${budgets.perfUnderFloor})`);
    }
    if (formFactor === "mobile" && row.lcp > budgets.lcpRatio * floor.lcp) {
      misses.push(`LCP ${(row.lcp / floor.lcp).toFixed(2)}× > ${budgets.lcpRatio}×`);
    }
    const tbtOver = row.tbt - floor.tbt;
    if (tbtOver > budgets.tbtOverFloorMs) {
      misses.push(`TBT +${Math.round(tbtOver)} ms > +${budgets.tbtOverFloorMs} ms`);
    }
  }
  return misses;
}

/** @param {string[]} header @param {string[][]} rows */
function table(header, rows) {
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** @param {string} url */
const fileName = (url) => url.split("/").at(-1);

/**
 * A page's phone photo verdict (scripts/bench/photo-budget.mjs's judgePhotos) in one cell.
 * @param {ReturnType<typeof import("./photo-budget.mjs").judgePhotos> | undefined} verdict
 */
export function photoCell(verdict) {
  if (!verdict) return "not measured";
  if (!verdict.largest) return "no full-width photo";
  const { largest } = verdict;
  const width = largest.pickedWidth ? `, ${largest.pickedWidth} w` : "";
  return `${kb(largest.bytes)} (\`${fileName(largest.src)}\`${width}; ${verdict.fullWidth} full-width)`;
}

/**
 * Every budget a page misses, from its mobile and desktop medians against the floor's and its
 * phone photo verdict; an empty list is a pass.
 * @param {string} label
 * @param {Record<string, Map<string, any>>} results
 * @param {string} referenceLabel
 * @param {Budgets} budgets
 * @param {ReturnType<typeof import("./photo-budget.mjs").judgePhotos> | undefined} photos
 */
export function pageMisses(label, results, referenceLabel, budgets, photos) {
  const misses = [];
  for (const [profile, rows] of Object.entries(results)) {
    const row = rows.get(label);
    if (!row) continue;
    const prefix = profile === "mobile" ? "" : `${profile} `;
    misses.push(
      ...budgetMisses(row, rows.get(referenceLabel), formFactorOf(profile), budgets).map(
        (miss) => `${prefix}${miss}`,
      ),
    );
  }
  if (budgets.photoBytes !== undefined && photos) {
    for (const photo of photos.over) {
      misses.push(`\`${fileName(photo.src)}\` ${kb(photo.bytes)} > ${kb(budgets.photoBytes)}`);
    }
  }
  return misses;
}

/**
 * results: { mobile: Map(label → medians), applied: …, desktop: … } (by profile, PROFILE_KINDS),
 * with the reference under `referenceLabel`; every other label is a site route. `photos` (label
 * → judgePhotos's verdict) adds the phone photo column. A row's `load` is the median 1-minute
 * load average of the machine at its runs.
 * @param {Record<string, Map<string, any>>} results
 * @param {string} referenceLabel
 * @param {{ budgets?: Budgets, photos?: Map<string, any> }} [options]
 */
export function resultTables(results, referenceLabel, { budgets = BUDGETS, photos } = {}) {
  const sections = [];
  for (const profile of Object.keys(results)) {
    const rows = results[profile];
    const floor = rows.get(referenceLabel);
    const body = [...rows].map(([label, m]) => {
      const isFloor = label === referenceLabel;
      const misses = budgetMisses(m, isFloor ? null : floor, formFactorOf(profile), budgets);
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
        m.load === undefined ? "" : m.load.toFixed(1),
        verdict,
      ];
    });
    sections.push(
      `### ${PROFILE_KINDS[profile]?.title ?? profile}\n\n` +
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
            "load",
            "budgets",
          ],
          body,
        ),
    );
  }

  // The phone's columns come from the simulated profile, or from the applied one alone.
  const mobile = results.mobile ?? results.applied;
  const applied = results.mobile ? results.applied : undefined;
  const desktop = results.desktop;
  if (!mobile) return sections.join("\n\n");
  const mobileFloor = mobile.get(referenceLabel);
  const appliedFloor = applied?.get(referenceLabel);
  const desktopFloor = desktop?.get(referenceLabel);
  const withPhotos = budgets.photoBytes !== undefined;
  const ratioRows = [...mobile.keys()]
    .filter((label) => label !== referenceLabel)
    .map((label) => {
      const m = mobile.get(label);
      const d = desktop?.get(label);
      const a = applied?.get(label);
      /** @param {number} value */
      const signed = (value) => `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))} ms`;
      const points = m.performance - mobileFloor.performance;
      const misses = pageMisses(label, results, referenceLabel, budgets, photos?.get(label));
      return [
        `\`${label}\``,
        `${points >= 0 ? "+" : "−"}${Math.abs(points)}`,
        `${(m.lcp / mobileFloor.lcp).toFixed(2)}×`,
        ...(applied && appliedFloor && a ? [`${(a.lcp / appliedFloor.lcp).toFixed(2)}×`] : []),
        signed(m.tbt - mobileFloor.tbt),
        d ? signed(d.tbt - desktopFloor.tbt) : "not measured",
        `${(m.totalBytes / mobileFloor.totalBytes).toFixed(2)}×`,
        ...(withPhotos ? [photoCell(photos?.get(label))] : []),
        misses.length ? `**fail**: ${misses.join("; ")}` : "pass",
      ];
    });
  const tbt = budgets.tbtOverFloorMs ? `≤ +${budgets.tbtOverFloorMs} ms` : "≤ the floor's";
  sections.push(
    "### Compared with the framework floor\n\n" +
      table(
        [
          "page",
          `mobile perf − floor (budget ≥ −${budgets.perfUnderFloor})`,
          `mobile LCP ÷ floor (≤ ${budgets.lcpRatio}×)${results.mobile ? "" : ", applied"}`,
          ...(applied ? [`mobile LCP ÷ floor, applied (≤ ${budgets.lcpRatio}×)`] : []),
          `mobile TBT − floor (${tbt})`,
          `desktop TBT − floor (${tbt})`,
          "total bytes ÷ floor (mobile)",
          ...(withPhotos
            ? [`largest full-width photo, 390 px phone at DPR 3 (≤ ${kb(budgets.photoBytes ?? 0)})`]
            : []),
          "every budget",
        ],
        ratioRows,
      ),
  );
  return sections.join("\n\n");
}

/** @param {Budgets} [budgets] */
export function budgetList(budgets = BUDGETS) {
  const m = budgets.mobile;
  const tbt = budgets.tbtOverFloorMs
    ? `TBT ≤ the floor's TBT + ${budgets.tbtOverFloorMs} ms`
    : "TBT ≤ the floor's TBT";
  return [
    `- Mobile: accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}.`,
    "- Desktop: performance, accessibility, best practices and SEO all 100.",
    "- CLS 0.00 (as Lighthouse rounds it, two decimals) on every page and form factor.",
    `- Mobile performance ≥ the floor's − ${budgets.perfUnderFloor} in the same run (the median of each).`,
    `- Mobile LCP ≤ ${budgets.lcpRatio} × the floor's mobile LCP.`,
    `- ${tbt} (mobile against mobile, desktop against desktop).`,
    ...(budgets.photoBytes === undefined
      ? []
      : [
          `- No full-width photo (drawn at least ${Math.round(FULL_WIDTH_SHARE * 100)} % of the screen's width) over ${kb(budgets.photoBytes)} on a 390 × 844 phone at DPR 3: the bytes of the file Chromium chose, as delivered, every photo of the page scrolled into view.`,
        ]),
    "- The floor's own row is held to the fixed score and CLS budgets only: its mobile performance is the yardstick.",
  ].join("\n");
}

/**
 * Replaces the benchmark's section of docs/performance.md, keeping anything else in it.
 * @param {string} file @param {string} section
 */
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

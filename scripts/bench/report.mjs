// Medians, budgets and the markdown the benchmark prints and writes to docs/performance.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FULL_WIDTH_SHARE } from "./photo-budget.mjs";

/**
 * `lcpRatio` holds a page to the floor it is measured against; `emptyLcpRatio`, when given, a
 * page without a photo to the empty page (a page with a photo is held to the photo floor).
 * @typedef {{ mobile: Record<string, number>, desktop: Record<string, number>, lcpRatio: number,
 *   emptyLcpRatio?: number, fcpRatio: number, tbtOverFloorMs: number, perfUnderFloor: number,
 *   photoBytes?: number }} Budgets
 */

/** @type {Budgets} Issue 10's budgets, for pages whose photos are on the stock host (blocked). */
export const BUDGETS = {
  // Mobile performance is held to the floor's (perfUnderFloor), not to a fixed score.
  mobile: { accessibility: 100, bestPractices: 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpRatio: 1.3, // mobile LCP ≤ 1.3 × the floor's
  fcpRatio: 1.3, // mobile FCP ≤ 1.3 × the floor's
  tbtOverFloorMs: 50, // TBT ≤ the floor's + 50 ms, per form factor
  perfUnderFloor: 2, // mobile performance within 2 points of the floor's, measured in the same run
};

/**
 * @type {Budgets} In the real-photo mode (issues 27 and 59): the photo floor shows the same hero
 * photo, and a page without a photo is measured against an empty Next.js page, so the margins
 * are narrow; a phone's full-width photo has a byte ceiling.
 */
export const PHOTO_BUDGETS = {
  ...BUDGETS,
  lcpRatio: 0.9, // mobile LCP ≤ 0.90 × the photo floor's
  emptyLcpRatio: 1.1, // a page without a photo: mobile LCP ≤ 1.10 × the empty page's
  fcpRatio: 1.1, // mobile FCP ≤ 1.10 × its floor's
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
 * The LCP ratio a page is held to: against the empty page when `empty`, else the floor's.
 * @param {Budgets} budgets @param {boolean} empty
 */
export const lcpBudget = (budgets, empty) =>
  empty ? (budgets.emptyLcpRatio ?? budgets.lcpRatio) : budgets.lcpRatio;

/**
 * The budgets a row misses, as short texts; an empty list is a pass. `empty`: the floor is the
 * empty page (a page without a photo), not the photo floor.
 * @param {Budgets} [budgets]
 * @param {Record<string, number>} row @param {Record<string, number> | undefined | null} floor
 * @param {string} formFactor "mobile" or "desktop"
 * @param {{ empty?: boolean }} [options]
 */
export function budgetMisses(row, floor, formFactor, budgets = BUDGETS, { empty = false } = {}) {
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
    if (formFactor === "mobile" && row.fcp > budgets.fcpRatio * floor.fcp) {
      misses.push(`FCP ${(row.fcp / floor.fcp).toFixed(2)}× > ${budgets.fcpRatio}×`);
    }
    const lcpRatio = lcpBudget(budgets, empty);
    if (formFactor === "mobile" && row.lcp > lcpRatio * floor.lcp) {
      misses.push(`LCP ${(row.lcp / floor.lcp).toFixed(2)}× > ${lcpRatio}×`);
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
 * The floor a page is measured against: its label in the results, and whether it is the empty
 * page (for a page without a photo) rather than the photo floor.
 * @typedef {{ label: string, empty: boolean }} Floor
 */

/**
 * Every budget a page misses, from its mobile and desktop medians against its floor's and its
 * phone photo verdict; an empty list is a pass.
 * @param {string} label
 * @param {Record<string, Map<string, any>>} results
 * @param {Floor} floor
 * @param {Budgets} budgets
 * @param {ReturnType<typeof import("./photo-budget.mjs").judgePhotos> | undefined} photos
 */
export function pageMisses(label, results, floor, budgets, photos) {
  const misses = [];
  for (const [profile, rows] of Object.entries(results)) {
    const row = rows.get(label);
    if (!row) continue;
    const prefix = profile === "mobile" ? "" : `${profile} `;
    misses.push(
      ...budgetMisses(row, rows.get(floor.label), formFactorOf(profile), budgets, {
        empty: floor.empty,
      }).map((miss) => `${prefix}${miss}`),
    );
  }
  if (budgets.photoBytes !== undefined && photos) {
    for (const photo of photos.over) {
      misses.push(`\`${fileName(photo.src)}\` ${kb(photo.bytes)} > ${kb(budgets.photoBytes)}`);
    }
  }
  return misses;
}

/** @param {number} ratio */
const times = (ratio) => `${ratio.toFixed(2)}×`;

/**
 * results: { mobile: Map(label → medians), applied: …, desktop: … } (by profile, PROFILE_KINDS);
 * `floors` maps each page's label to its floor (a label of the results too; every label not in
 * `floors` is a floor). `photos` (label → judgePhotos's verdict) adds the phone photo column. A
 * row's `load` is the median 1-minute load average of the machine at its runs.
 * @param {Record<string, Map<string, any>>} results
 * @param {Map<string, Floor>} floors
 * @param {{ budgets?: Budgets, photos?: Map<string, any> }} [options]
 */
export function resultTables(results, floors, { budgets = BUDGETS, photos } = {}) {
  const sections = [];
  for (const profile of Object.keys(results)) {
    const rows = results[profile];
    const body = [...rows].map(([label, m]) => {
      const floor = floors.get(label);
      const misses = budgetMisses(
        m,
        floor ? rows.get(floor.label) : null,
        formFactorOf(profile),
        budgets,
        { empty: floor?.empty },
      );
      const verdict = misses.length ? `**fail**: ${misses.join("; ")}` : "pass";
      return [
        floor ? `\`${label}\`` : `${label} (floor)`,
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

  // The phone's perf and bytes come from the simulated profile, or from the applied one alone;
  // FCP and LCP from every phone profile measured.
  const mobile = results.mobile ?? results.applied;
  const phones = ["mobile", "applied"].filter((profile) => results[profile]);
  const desktop = results.desktop;
  if (!mobile) return sections.join("\n\n");
  const withPhotos = budgets.photoBytes !== undefined;
  const anyEmpty = [...floors.values()].some((floor) => floor.empty);
  const ratioRows = [...floors].map(([label, floor]) => {
    const m = mobile.get(label);
    const mf = mobile.get(floor.label);
    const d = desktop?.get(label);
    const df = desktop?.get(floor.label);
    /** @param {number} value */
    const signed = (value) => `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))} ms`;
    const points = m.performance - mf.performance;
    const misses = pageMisses(label, results, floor, budgets, photos?.get(label));
    return [
      `\`${label}\``,
      floor.label,
      `${points >= 0 ? "+" : "−"}${Math.abs(points)}`,
      ...phones.flatMap((profile) => {
        const row = results[profile].get(label);
        const base = results[profile].get(floor.label);
        return [times(row.fcp / base.fcp), times(row.lcp / base.lcp)];
      }),
      signed(m.tbt - mf.tbt),
      d && df ? signed(d.tbt - df.tbt) : "not measured",
      `${(m.totalBytes / mf.totalBytes).toFixed(2)}×`,
      ...(withPhotos ? [photoCell(photos?.get(label))] : []),
      misses.length ? `**fail**: ${misses.join("; ")}` : "pass",
    ];
  });
  const tbt = budgets.tbtOverFloorMs ? `≤ +${budgets.tbtOverFloorMs} ms` : "≤ the floor's";
  const lcp = anyEmpty
    ? `≤ ${budgets.lcpRatio}×, ≤ ${lcpBudget(budgets, true)}× the empty page`
    : `≤ ${budgets.lcpRatio}×`;
  const where = (/** @type {string} */ profile) =>
    profile === "applied" ? ", applied" : phones.length > 1 ? ", simulated" : "";
  sections.push(
    "### Compared with the framework floor\n\n" +
      table(
        [
          "page",
          "floor",
          `mobile perf − floor (budget ≥ −${budgets.perfUnderFloor})`,
          ...phones.flatMap((profile) => [
            `FCP ÷ floor${where(profile)} (≤ ${budgets.fcpRatio}×)`,
            `LCP ÷ floor${where(profile)} (${lcp})`,
          ]),
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
    `- Mobile FCP ≤ ${budgets.fcpRatio} × the floor's mobile FCP, simulated and applied.`,
    `- Mobile LCP ≤ ${budgets.lcpRatio} × the floor's mobile LCP${budgets.emptyLcpRatio === undefined ? "" : ` (a page with a photo against the photo floor); a page without a photo ≤ ${budgets.emptyLcpRatio} × the empty page's`}, simulated and applied.`,
    `- ${tbt} (mobile against mobile, desktop against desktop).`,
    ...(budgets.photoBytes === undefined
      ? []
      : [
          `- No full-width photo (drawn at least ${Math.round(FULL_WIDTH_SHARE * 100)} % of the screen's width) over ${kb(budgets.photoBytes)} on a 390 × 844 phone at DPR 3: the bytes of the file Chromium chose, as delivered, every photo of the page scrolled into view.`,
        ]),
    "- A floor's own row is held to the fixed score and CLS budgets only: its figures are the yardstick.",
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

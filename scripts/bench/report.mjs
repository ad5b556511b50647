// Medians, budgets and the markdown the benchmark prints and writes to docs/performance.md.
import { readFileSync, writeFileSync } from "node:fs";
import { FULL_WIDTH_SHARE } from "./photo-budget.mjs";

/**
 * `emptyLcpRatio`, when given, holds a page without a photo to the empty page instead.
 * @typedef {{ mobile: Record<string, number>, desktop: Record<string, number>, lcpRatio: number,
 *   emptyLcpRatio?: number, fcpRatio: number, tbtOverFloorMs: number, perfUnderFloor: number,
 *   photoBytes?: number }} Budgets
 */

/** @type {Budgets} Issue 10's budgets, for pages whose photos are on the stock host (blocked). */
export const BUDGETS = {
  // Mobile performance is held to the floor's (perfUnderFloor), not to a fixed score.
  mobile: { accessibility: 100, bestPractices: 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpRatio: 1.3,
  fcpRatio: 1.3,
  tbtOverFloorMs: 50,
  perfUnderFloor: 2,
};

/** @type {Budgets} Real photos (issues 27, 59): the floors show the same photo or none. */
export const PHOTO_BUDGETS = {
  ...BUDGETS,
  lcpRatio: 0.9,
  emptyLcpRatio: 1.1,
  fcpRatio: 1.1,
  tbtOverFloorMs: 0,
  perfUnderFloor: 1,
  photoBytes: 150_000,
};

/**
 * The benchmark's profiles, run by scripts/bench/lighthouse-run.mjs: Lighthouse's throttling
 * method, the form factor whose budgets and config each takes, and its title in the tables.
 * @type {Record<string, { method: "simulate" | "devtools", formFactor: "mobile" | "desktop", title: string }>}
 */
export const PROFILES = {
  mobile: { method: "simulate", formFactor: "mobile", title: "Mobile, simulated throttling" },
  applied: {
    method: "devtools",
    formFactor: "mobile",
    title: "Mobile, applied throttling (devtools)",
  },
  desktop: { method: "simulate", formFactor: "desktop", title: "Desktop (simulated)" },
};
/** @param {string} profile */
const formFactorOf = (profile) => PROFILES[profile]?.formFactor ?? profile;

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {Record<string, number>[]} runs figures of the same names, each taken to its median */
export function medians(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** @param {number} ratio */
const times = (ratio) => `${ratio.toFixed(2)}×`;
/** @param {string} url */
const fileName = (url) => url.split("/").at(-1);

/** @param {Budgets} budgets @param {boolean} empty the floor is the empty page */
const lcpBudget = (budgets, empty) =>
  empty ? (budgets.emptyLcpRatio ?? budgets.lcpRatio) : budgets.lcpRatio;

/**
 * The budgets a row misses, as short texts; an empty list is a pass. `empty`: the floor is the
 * empty page (a page without a photo), not the photo floor.
 * @param {Record<string, number>} row @param {Record<string, number> | undefined | null} floor
 * @param {string} formFactor "mobile" or "desktop"
 * @param {Budgets} [budgets]
 * @param {{ empty?: boolean }} [options]
 */
export function budgetMisses(row, floor, formFactor, budgets = BUDGETS, { empty = false } = {}) {
  /** @type {Record<string, string>} */
  const labels = { performance: "perf", accessibility: "a11y", bestPractices: "BP", seo: "SEO" };
  const misses = Object.entries(formFactor === "mobile" ? budgets.mobile : budgets.desktop)
    .filter(([key, min]) => row[key] < min)
    .map(([key, min]) => `${labels[key]} ${row[key]} < ${min}`);
  // Lighthouse shows CLS with two decimals; "0.00" is the budget.
  if (Number(row.cls.toFixed(2)) !== 0) misses.push(`CLS ${row.cls.toFixed(2)} > 0.00`);
  if (!floor) return misses;
  if (formFactor === "mobile") {
    const perfFloor = floor.performance - budgets.perfUnderFloor;
    if (row.performance < perfFloor) {
      misses.push(`perf ${row.performance} < ${perfFloor} (floor − ${budgets.perfUnderFloor})`);
    }
    for (const [name, key, ratio] of /** @type {const} */ ([
      ["FCP", "fcp", budgets.fcpRatio],
      ["LCP", "lcp", lcpBudget(budgets, empty)],
    ])) {
      if (row[key] > ratio * floor[key]) {
        misses.push(`${name} ${times(row[key] / floor[key])} > ${ratio}×`);
      }
    }
  }
  const tbtOver = row.tbt - floor.tbt;
  if (tbtOver > budgets.tbtOverFloorMs) {
    misses.push(`TBT +${Math.round(tbtOver)} ms > +${budgets.tbtOverFloorMs} ms`);
  }
  return misses;
}

/** @param {string[]} header @param {(string | number)[][]} rows */
function table(header, rows) {
  /** @param {(string | number)[]} cells */
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * A page's phone photo verdict (scripts/bench/photo-budget.mjs's judgePhotos) in one cell.
 * @param {ReturnType<typeof import("./photo-budget.mjs").judgePhotos> | undefined} verdict
 */
function photoCell(verdict) {
  if (!verdict) return "not measured";
  if (!verdict.largest) return "no full-width photo";
  const { largest } = verdict;
  const width = largest.pickedWidth ? `, ${largest.pickedWidth} w` : "";
  return `${kb(largest.bytes)} (\`${fileName(largest.src)}\`${width}; ${verdict.fullWidth} full-width)`;
}

/** @typedef {{ label: string, empty: boolean }} Floor a page's floor: the empty page or not */

/** @param {string[]} misses */
const verdict = (misses) => (misses.length ? `**fail**: ${misses.join("; ")}` : "pass");

/**
 * Every budget a page misses in each profile and in its phone photos; an empty list is a pass.
 * @param {string} label
 * @param {Record<string, Map<string, any>>} results
 * @param {Floor} floor
 * @param {Budgets} budgets
 * @param {ReturnType<typeof import("./photo-budget.mjs").judgePhotos> | undefined} photos
 */
export function pageMisses(label, results, floor, budgets, photos) {
  const misses = Object.entries(results).flatMap(([profile, rows]) => {
    const row = rows.get(label);
    const prefix = profile === "mobile" ? "" : `${profile} `;
    return row
      ? budgetMisses(row, rows.get(floor.label), formFactorOf(profile), budgets, {
          empty: floor.empty,
        }).map((miss) => `${prefix}${miss}`)
      : [];
  });
  if (budgets.photoBytes !== undefined && photos) {
    for (const photo of photos.over) {
      misses.push(`\`${fileName(photo.src)}\` ${kb(photo.bytes)} > ${kb(budgets.photoBytes)}`);
    }
  }
  return misses;
}

/** @type {[string, (m: Record<string, number>) => string | number][]} */
const COLUMNS = [
  [
    "perf",
    (m) =>
      m.perfMin === m.perfMax ? m.performance : `${m.performance} (${m.perfMin}–${m.perfMax})`,
  ],
  ["a11y", (m) => m.accessibility],
  ["BP", (m) => m.bestPractices],
  ["SEO", (m) => m.seo],
  ["LCP", (m) => seconds(m.lcp)],
  ["FCP", (m) => seconds(m.fcp)],
  ["TBT", (m) => `${Math.round(m.tbt)} ms`],
  ["CLS", (m) => m.cls.toFixed(3)],
  ["Speed Index", (m) => seconds(m.speedIndex)],
  ["total bytes", (m) => kib(m.totalBytes)],
  ["unused JS", (m) => kib(m.unusedJsBytes)],
  ["load", (m) => (m.load === undefined ? "" : m.load.toFixed(1))],
];

/**
 * The markdown tables of `results` (profile → label → medians); every label not in `floors` is
 * a floor. `photos` (label → judgePhotos's verdict) adds the phone photo column.
 * @param {Record<string, Map<string, any>>} results
 * @param {Map<string, Floor>} floors
 * @param {{ budgets?: Budgets, photos?: Map<string, any> }} [options]
 */
export function resultTables(results, floors, { budgets = BUDGETS, photos } = {}) {
  const sections = Object.entries(results).map(([profile, rows]) => {
    const body = [...rows].map(([label, m]) => {
      const floor = floors.get(label);
      const base = floor ? rows.get(floor.label) : null;
      const misses = budgetMisses(m, base, formFactorOf(profile), budgets, { empty: floor?.empty });
      return [
        floor ? `\`${label}\`` : `${label} (floor)`,
        ...COLUMNS.map(([, cell]) => cell(m)),
        verdict(misses),
      ];
    });
    const header = ["page", ...COLUMNS.map(([name]) => name), "budgets"];
    return `### ${PROFILES[profile]?.title ?? profile}\n\n${table(header, body)}`;
  });

  // The phone's perf and bytes come from the simulated profile, or from the applied one alone;
  // FCP and LCP from every phone profile measured.
  const mobile = results.mobile ?? results.applied;
  const phones = ["mobile", "applied"].filter((profile) => results[profile]);
  const desktop = results.desktop;
  if (!mobile) return sections.join("\n\n");
  const withPhotos = budgets.photoBytes !== undefined;
  /** @param {number} value */
  const sign = (value) => (value >= 0 ? "+" : "−");
  /** @param {number} value */
  const ms = (value) => `${sign(value)}${Math.abs(Math.round(value))} ms`;
  const ratioRows = [...floors].map(([label, floor]) => {
    const [m, mf] = [mobile.get(label), mobile.get(floor.label)];
    const [d, df] = [desktop?.get(label), desktop?.get(floor.label)];
    return [
      `\`${label}\``,
      floor.label,
      `${sign(m.performance - mf.performance)}${Math.abs(m.performance - mf.performance)}`,
      ...phones.flatMap((profile) => {
        const [row, base] = [results[profile].get(label), results[profile].get(floor.label)];
        return [times(row.fcp / base.fcp), times(row.lcp / base.lcp)];
      }),
      ms(m.tbt - mf.tbt),
      d && df ? ms(d.tbt - df.tbt) : "not measured",
      times(m.totalBytes / mf.totalBytes),
      ...(withPhotos ? [photoCell(photos?.get(label))] : []),
      verdict(pageMisses(label, results, floor, budgets, photos?.get(label))),
    ];
  });
  const tbt = budgets.tbtOverFloorMs ? `≤ +${budgets.tbtOverFloorMs} ms` : "≤ the floor's";
  const lcp = [...floors.values()].some((floor) => floor.empty)
    ? `≤ ${budgets.lcpRatio}×, ≤ ${lcpBudget(budgets, true)}× the empty page`
    : `≤ ${budgets.lcpRatio}×`;
  /** @param {string} profile */
  const where = (profile) =>
    profile === "applied" ? ", applied" : phones.length > 1 ? ", simulated" : "";
  const header = [
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
  ];
  sections.push(`### Compared with the framework floor\n\n${table(header, ratioRows)}`);
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
  const current = readFileSync(file, "utf8");
  const [start, end] = [current.indexOf(START), current.indexOf(END)];
  writeFileSync(
    file,
    start !== -1 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${block}\n`,
  );
}

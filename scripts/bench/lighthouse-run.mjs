// One headless Chromium for the whole benchmark, and one Lighthouse navigation at a time
// through its Node API, in one of three profiles: a phone under Lighthouse's simulated
// throttling (its default: an unthrottled load, then a model of the slow network and CPU), the
// same phone under applied throttling (`throttlingMethod: "devtools"`: the real browser loads
// the page through the throttled network and CPU, so request priorities and the order of
// downloads are the browser's own), and a desktop, simulated.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import chromiumFlags from "../chromium-flags.json" with { type: "json" };
import { PROFILE_KINDS } from "./report.mjs";

/** The same flags as the browser tests (scripts/chromium-flags.json), headless. */
export const CHROME_FLAGS = ["--headless=new", ...chromiumFlags.args];

/**
 * Every request that leaves the machine: the local servers speak plain http on 127.0.0.1, so
 * blocking https and websockets blocks every remote host (photos, the map embed, anything else).
 */
export const BLOCKED_URL_PATTERNS = ["https://*", "wss://*"];

/**
 * What this benchmark reads of a Lighthouse result (its audits' details vary by audit).
 * @typedef {{ categories: Record<string, { score: number | null } | undefined>,
 *   audits: Record<string, any>, configSettings?: any,
 *   runtimeError?: { code: string, message: string } }} Lhr
 */

/**
 * The profiles the benchmark knows (their budgets and titles: PROFILE_KINDS), by name: the
 * Lighthouse config (undefined: its default, a Moto G Power on slow 4G with a 4× CPU slowdown)
 * and the throttling method.
 * @type {Record<string, { config: any, method: "simulate" | "devtools", formFactor: "mobile" | "desktop" }>}
 */
export const PROFILES = {
  mobile: { config: undefined, method: "simulate", ...PROFILE_KINDS.mobile },
  applied: { config: undefined, method: "devtools", ...PROFILE_KINDS.applied },
  desktop: { config: desktopConfig, method: "simulate", ...PROFILE_KINDS.desktop },
};

export function chromePath() {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(`No Chromium at ${candidate}: install Debian's chromium or set CHROME_PATH.`);
  }
  return candidate;
}

/** @param {string} executable */
export function chromeVersion(executable) {
  try {
    return execFileSync(executable, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
      .trim()
      .replace(/\s+built on.*$/, "");
  } catch {
    return "unknown";
  }
}

/** @type {import("chrome-launcher").LaunchedChrome | null} */
let chrome = null;

export async function launchChrome() {
  chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  return chrome;
}

export function stopChrome() {
  if (!chrome) return;
  try {
    chrome.kill();
  } catch {
    // already gone
  }
  chrome = null;
}

/** @param {Lhr} lhr @param {string} id */
const categoryScore = (lhr, id) => {
  const score = lhr.categories[id]?.score;
  if (typeof score !== "number") throw new Error(`no ${id} score`);
  return Math.round(score * 100);
};

/** @param {Lhr} lhr @param {string} id @returns {number} */
const numeric = (lhr, id) => {
  const audit = lhr.audits[id];
  if (!audit) throw new Error(`no ${id} audit`);
  if (audit.scoreDisplayMode === "error") {
    throw new Error(`${id} audit failed: ${audit.errorMessage}`);
  }
  return audit.numericValue;
};

/** @param {Lhr} lhr @returns {number} */
const unusedJsBytes = (lhr) => {
  const audit = lhr.audits["unused-javascript"];
  if (!audit || audit.scoreDisplayMode === "notApplicable") return 0;
  if (audit.scoreDisplayMode === "error") {
    throw new Error(`unused-javascript audit failed: ${audit.errorMessage}`);
  }
  return audit.details?.overallSavingsBytes ?? 0;
};

/**
 * Hosts other than the local server that the page asked for (all blocked or failed).
 * @param {Lhr} lhr
 */
const remoteHosts = (lhr) => {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  /** @type {Set<string>} */
  const hosts = new Set();
  for (const { url } of items) {
    try {
      const { protocol, hostname } = new URL(url);
      if (!protocol.startsWith("http") && !protocol.startsWith("ws")) continue;
      if (hostname !== "127.0.0.1" && hostname !== "localhost") hosts.add(hostname);
    } catch {
      // data: and other non-URL entries
    }
  }
  return [...hosts].sort();
};

/**
 * The element Lighthouse found as the largest paint: its tag as written, shortened.
 * @param {Lhr} lhr
 */
const lcpElement = (lhr) => {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const snippet = tables[0]?.items?.[0]?.node?.snippet;
  return typeof snippet === "string" ? snippet.replace(/\s+/g, " ").slice(0, 80) : "none";
};

/**
 * Runs Lighthouse once on `url` in a profile of PROFILES; returns the figures the report uses.
 * @param {string} url @param {string} profile a key of PROFILES
 */
export async function measure(url, profile) {
  if (!chrome) throw new Error("Chromium is not running");
  const { config, method } = PROFILES[profile];
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod: method,
    },
    config,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return {
    lhr,
    figures: {
      performance: categoryScore(lhr, "performance"),
      accessibility: categoryScore(lhr, "accessibility"),
      bestPractices: categoryScore(lhr, "best-practices"),
      seo: categoryScore(lhr, "seo"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      fcp: numeric(lhr, "first-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndex: numeric(lhr, "speed-index"),
      totalBytes: numeric(lhr, "total-byte-weight"),
      unusedJsBytes: unusedJsBytes(lhr),
    },
    lcpElement: lcpElement(lhr),
    remoteHosts: remoteHosts(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

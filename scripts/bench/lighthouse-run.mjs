// One headless Chromium for the whole benchmark, and one Lighthouse navigation at a time through
// its Node API, in a profile of report.mjs's PROFILES (docs/performance.md says what each does).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import chromiumFlags from "../chromium-flags.json" with { type: "json" };
import { PROFILES } from "./report.mjs";

/** The same flags as the browser tests (scripts/chromium-flags.json), headless. */
export const CHROME_FLAGS = ["--headless=new", ...chromiumFlags.args];

/** Every request that leaves the machine: the local servers speak plain http on loopback. */
export const BLOCKED_URL_PATTERNS = ["https://*", "wss://*"];

/**
 * What this benchmark reads of a Lighthouse result (its audits' details vary by audit).
 * @typedef {{ categories: Record<string, { score: number | null } | undefined>,
 *   audits: Record<string, any>, configSettings?: any,
 *   runtimeError?: { code: string, message: string } }} Lhr
 */

export function chromePath() {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(`No Chromium at ${candidate}: install Debian's chromium or set CHROME_PATH.`);
  }
  return candidate;
}

export function chromeVersion() {
  const { stdout } = spawnSync(chromePath(), ["--version"], { encoding: "utf8" });
  return stdout?.trim().replace(/\s+built on.*$/, "") || "unknown";
}

/** @type {import("chrome-launcher").LaunchedChrome | null} */
let chrome = null;

export async function launchChrome() {
  chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
}

export function stopChrome() {
  try {
    chrome?.kill();
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

/**
 * An audit of the result, undefined when absent; an error when the audit failed.
 * @param {Lhr} lhr @param {string} id
 */
const audit = (lhr, id) => {
  const found = lhr.audits[id];
  if (found?.scoreDisplayMode === "error") {
    throw new Error(`${id} audit failed: ${found.errorMessage}`);
  }
  return found;
};

/** @param {Lhr} lhr @param {string} id @returns {number} */
const numeric = (lhr, id) => {
  const found = audit(lhr, id);
  if (!found) throw new Error(`no ${id} audit`);
  return found.numericValue;
};

/**
 * Hosts other than the local server that the page asked for (all blocked or failed).
 * @param {Lhr} lhr
 */
const remoteHosts = (lhr) => {
  /** @type {{ url: string }[]} */
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const hosts = items.flatMap(({ url }) => {
    if (!URL.canParse(url)) return []; // data: and other non-URL entries
    const { protocol, hostname } = new URL(url);
    const local = ["127.0.0.1", "localhost"].includes(hostname);
    return /^(http|ws)/.test(protocol) && !local ? [hostname] : [];
  });
  return [...new Set(hosts)].sort();
};

/** @param {Lhr} lhr */
function throttlingText(lhr) {
  const s = lhr.configSettings;
  const t = s.throttling;
  const network =
    s.throttlingMethod === "devtools"
      ? `${t.requestLatencyMs} ms added to each request, ${(t.downloadThroughputKbps / 1024).toFixed(2)} Mbps down`
      : `${t.rttMs} ms RTT, ${(t.throughputKbps / 1024).toFixed(1)} Mbps down`;
  return (
    `${s.throttlingMethod === "devtools" ? "applied (devtools)" : s.throttlingMethod} throttling, ${network}, ` +
    `${t.cpuSlowdownMultiplier}× CPU slowdown, ${s.screenEmulation.width}×${s.screenEmulation.height} screen`
  );
}

/**
 * Runs Lighthouse once on `url` in a profile of PROFILES; returns the figures the report uses,
 * and the element it found as the largest paint (its tag as written, shortened).
 * @param {string} url @param {string} profile a key of PROFILES
 */
export async function measure(url, profile) {
  if (!chrome) throw new Error("Chromium is not running");
  const { method, formFactor } = PROFILES[profile];
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
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  /** @type {any} the largest paint's table of elements */
  const lcpTables = lhr.audits["largest-contentful-paint-element"]?.details;
  const snippet = lcpTables?.items?.[0]?.items?.[0]?.node?.snippet;
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
      unusedJsBytes: audit(lhr, "unused-javascript")?.details?.overallSavingsBytes ?? 0,
    },
    lcpElement: typeof snippet === "string" ? snippet.replace(/\s+/g, " ").slice(0, 80) : "none",
    remoteHosts: remoteHosts(lhr),
    warnings: lhr.runWarnings ?? [],
    throttling: throttlingText(lhr),
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

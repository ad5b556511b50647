// `node scripts/hosts/indexnow.mjs [--since <date>] [--dry-run]`: after a deploy, tells the search
// engines that take IndexNow which pages changed: the URLs of out/sitemap.xml whose lastmod is
// after `--since` (default: the date of the commit before the deployed one). Off unless
// INDEXNOW_KEY is set, and refused unless the site serves the key as /<key>.txt (put it in
// public/). Never run by the build or the tests. README "Deploying", docs/decisions/0016.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { root } from "../build/repo-paths.mjs";

const ENDPOINT = "https://api.indexnow.org/indexnow";

/**
 * The sitemap's URLs whose lastmod is after `since`.
 * @param {string} xml @param {string} since
 * @returns {string[]}
 */
export function changedUrls(xml, since) {
  const after = Date.parse(since);
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, body = ""]) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1];
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1];
    return loc && lastmod && Date.parse(lastmod) > after ? [loc] : [];
  });
}

/** @param {string[]} argv */
async function main(argv) {
  const key = process.env.INDEXNOW_KEY;
  if (!key) {
    console.log("IndexNow: INDEXNOW_KEY is not set, nothing sent.");
    return;
  }
  if (!/^[a-zA-Z0-9-]{8,128}$/.test(key))
    throw new Error("INDEXNOW_KEY must be 8 to 128 letters, digits or dashes");
  const out = path.join(root, "out");
  const keyFile = path.join(out, `${key}.txt`);
  if (!existsSync(keyFile) || readFileSync(keyFile, "utf8").trim() !== key) {
    throw new Error(`out/${key}.txt must hold the key: put ${key}.txt in public/ and build again`);
  }
  const at = argv.indexOf("--since");
  const since =
    at >= 0
      ? (argv[at + 1] ?? "")
      : execFileSync("git", ["log", "-1", "--format=%cI", "HEAD^"], { cwd: root })
          .toString()
          .trim();
  if (Number.isNaN(Date.parse(since))) throw new Error(`--since "${since}" is not a date`);
  const urls = changedUrls(readFileSync(path.join(out, "sitemap.xml"), "utf8"), since);
  if (!urls.length) {
    console.log(`IndexNow: no page changed since ${since}.`);
    return;
  }
  const host = new URL(urls[0] ?? "").host;
  const body = { host, key, keyLocation: `https://${host}/${key}.txt`, urlList: urls };
  if (argv.includes("--dry-run")) {
    console.log(JSON.stringify(body, null, 2));
    return;
  }
  const response = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`IndexNow answered ${response.status} ${response.statusText}`);
  console.log(`IndexNow: ${urls.length} changed page(s) sent.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

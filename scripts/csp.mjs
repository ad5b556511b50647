// Post-build: gives every exported page a strict Content-Security-Policy <meta>. Next's
// inline bootstrap scripts differ per page, so each page lists the hashes of its own
// scripts instead of allowing 'unsafe-inline' (design.md §7).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const origins = JSON.parse(readFileSync(path.join(root, "lib", "external-origins.json"), "utf8"));
export const IMAGE_ORIGINS = origins.imageHosts.map((host) => `https://${host}`);
export const FRAME_ORIGINS = origins.frameOrigins;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

export function scriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD is data, not script: CSP does not govern it.
    if (/type=["']?application\/ld\+json/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function policyFor(html) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes(html).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${IMAGE_ORIGINS.join(" ")}`,
    "font-src 'self'",
    `frame-src ${FRAME_ORIGINS.join(" ")}`,
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

export function withCsp(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html.replace(CSP_META, ""))}">`;
  const stripped = html.replace(CSP_META, "");
  // First in <head>, so the policy is in force before any script.
  return stripped.replace(/<head([^>]*)>/, `<head$1>${meta}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(root, "out"));
  const files = htmlFiles(out);
  for (const file of files) writeFileSync(file, withCsp(readFileSync(file, "utf8")));
  console.log(`CSP: added a per-page Content-Security-Policy to ${files.length} HTML files.`);
}

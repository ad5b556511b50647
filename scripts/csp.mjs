// Post-build: gives every exported page a strict Content-Security-Policy <meta>. Next's
// inline bootstrap scripts differ per page, so each page lists the hashes of its own
// scripts instead of allowing 'unsafe-inline' (design.md §7).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { htmlFiles } from "./html-files.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const origins = JSON.parse(readFileSync(path.join(root, "lib", "external-origins.json"), "utf8"));
export const IMAGE_ORIGINS = origins.imageHosts.map((host) => `https://${host}`);
export const FRAME_ORIGINS = origins.frameOrigins;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

export function scriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD and the chunk list (scripts/defer-chunks.mjs) are data: CSP does not govern them.
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
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

/**
 * /admin/ (Decap CMS) has its own policy: its scripts are our own files (entry and lazy
 * chunks), but it compiles its configuration schema at run time (ajv: `new Function`), so
 * it needs 'unsafe-eval'; its CSS-in-JS injects <style> elements. It talks only to GitHub's
 * API and, in local mode, to decap-server on loopback (any port: DECAP_PORT may move it).
 * Photos come from the same hosts as the site's, uploads are previewed as blob: URLs, the
 * signed-in user's avatar from GitHub.
 */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${IMAGE_ORIGINS.join(" ")} https://avatars.githubusercontent.com`,
  "font-src 'self'",
  "connect-src 'self' https://api.github.com http://localhost:* http://127.0.0.1:*",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** The CMS page of an export: out/admin/index.html. */
export const isAdminPage = (relativePath) =>
  relativePath.split(path.sep).join("/").startsWith("admin/");

export function withCsp(html, policy) {
  const stripped = html.replace(CSP_META, "");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy ?? policyFor(stripped)}">`;
  // First in <head>, so the policy is in force before any script.
  return stripped.replace(/<head([^>]*)>/, `<head$1>${meta}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(root, "out"));
  const files = htmlFiles(out);
  for (const file of files) {
    const policy = isAdminPage(path.relative(out, file)) ? ADMIN_POLICY : undefined;
    writeFileSync(file, withCsp(readFileSync(file, "utf8"), policy));
  }
  console.log(
    `CSP: added a Content-Security-Policy to ${files.length} HTML files (/admin/ its own).`,
  );
}

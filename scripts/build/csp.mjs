// The Content-Security-Policy of each exported page, written into it as a <meta> by the
// post-build step (scripts/build/post-build/pages.mjs). Next's inline bootstrap scripts differ per
// page, so each page lists the hashes of its own scripts instead of allowing 'unsafe-inline'
// (docs/decisions/0008).
import { readFileSync } from "node:fs";
import path from "node:path";
import { stockPhotoHosts } from "../photos/references.mjs";
import { root, contentFolder } from "./repo-paths.mjs";

/** @type {{ imageHosts: string[], frameOrigins: string[], formOrigins: string[] }} */
const origins = JSON.parse(
  readFileSync(path.join(root, "lib", "site", "external-origins.json"), "utf8"),
);
/** Every host a photo may come from (the CMS may show any of them). */
const IMAGE_ORIGINS = origins.imageHosts.map((host) => `https://${host}`);
export const FRAME_ORIGINS = origins.frameOrigins;

let stockOrigins;
/**
 * The hosts of the stock photos the content shows, read once from the content folder the
 * build reads (CONTENT_DIR): once every stock photo is replaced by an upload, pages may load
 * images from the site itself only.
 */
const siteImageOrigins = () =>
  (stockOrigins ??= stockPhotoHosts(contentFolder()).map((host) => `https://${host}`));
const FORM_ORIGINS = origins.formOrigins;

/**
 * The site's policy for a page whose inline scripts have these hashes.
 * @param {string[]} hashes
 */
export function sitePolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", "data:", ...siteImageOrigins()].join(" ")}`,
    "font-src 'self'",
    `frame-src ${FRAME_ORIGINS.join(" ")}`,
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The quote form's only native submission goes to WhatsApp's own address (docs/decisions/0005),
    // never to the site; wa.me answers with a redirect to api.whatsapp.com, and Chromium checks
    // form-action on redirects too.
    `form-action ${FORM_ORIGINS.join(" ")}`,
  ].join("; ");
}

/**
 * /admin/ (Decap CMS) has its own policy: its scripts are our own files (entry and lazy
 * chunks), but it compiles its configuration schema at run time (ajv: `new Function`), so
 * it needs 'unsafe-eval'; its CSS-in-JS injects <style> elements. It talks only to GitHub's
 * API and, in local mode, to decap-server on loopback (any port: DECAP_PORT may move it).
 * Photos come from the same hosts as the site's, uploads are previewed as blob: URLs (and read
 * back from them when the entry is saved: connect-src), the signed-in user's avatar from GitHub.
 */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${IMAGE_ORIGINS.join(" ")} https://avatars.githubusercontent.com`,
  "font-src 'self'",
  "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

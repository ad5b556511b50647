// One source for the security headers every host sends (docs/decisions/0008). The page's own
// Content-Security-Policy is a per-page <meta> (scripts/build/csp.mjs); the header adds what a
// <meta> cannot carry (frame-ancestors) and the other protections.
export const SECURITY_HEADERS = {
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/** Hashed file names under /_next/static/ never change content: cache them for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** HTML must be revalidated every time so a deploy shows at once. */
export const HTML_CACHE = "public, max-age=0, must-revalidate";

/** /admin/ (the CMS) on top of the headers above: never indexed, always fresh. */
export const ADMIN_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
};

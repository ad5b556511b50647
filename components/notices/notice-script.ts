/*
 * Runs as the first child of each notice, while the page is still being parsed: a notice
 * whose last day has passed in Ottawa (no rebuild ran since), or that the visitor hid earlier
 * in this visit, is hidden before any of it is painted, so nothing below it ever moves. The
 * same text on every notice, so every page's policy carries one hash for it (scripts/build/csp.mjs
 * hashes each inline script). Hand-written and kept tiny: it runs before any bundle loads, and
 * before the notice is painted, so it compares the clock with the instant the build wrote
 * (`data-ends-at`) rather than asking Intl for Ottawa's date (lib/locale/ottawa-day.ts says why).
 * The island (notice.tsx) applies the same rule after a client-side navigation.
 */
export const NOTICE_SCRIPT = `(function(s){var n=s.parentNode,e=Number(n.getAttribute("data-ends-at")),h=e>0&&Date.now()>=e;try{h=h||sessionStorage.getItem("notice-dismissed:"+n.getAttribute("data-notice"))==="1"}catch(x){}if(h)n.hidden=true})(document.currentScript)`;

/*
 * Runs as the first child of each notice, while the page is still being parsed: a notice
 * whose last day has passed in Ottawa (no rebuild ran since), or that the visitor hid earlier
 * in this visit, is hidden before any of it is painted, so nothing below it ever moves. The
 * same text on every notice, so every page's policy carries one hash for it (scripts/csp.mjs
 * hashes each inline script). Hand-written and kept tiny: it runs before any bundle loads.
 * The island (notice.tsx) applies the same rule after a client-side navigation.
 */
export const NOTICE_SCRIPT = `(function(s){var n=s.parentNode,l=n.getAttribute("data-last-day"),d="";try{var p=new Intl.DateTimeFormat("en-CA",{timeZone:"America/Toronto",year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date()),g=function(t){for(var i=0;i<p.length;i++)if(p[i].type===t)return p[i].value};d=g("year")+"-"+g("month")+"-"+g("day")}catch(e){}var h=!!(l&&d&&d>l);try{h=h||sessionStorage.getItem("notice-dismissed:"+n.getAttribute("data-notice"))==="1"}catch(e){}if(h)n.hidden=true})(document.currentScript)`;

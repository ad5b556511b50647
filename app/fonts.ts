import localFont from "next/font/local";

// Self-hosted from @fontsource: next/font/google would fetch at build time (offline here).
// A subset of @fontsource-variable/inter (scripts/brand/subset-font.mjs, `npm run fonts`): its
// characters, the 400–800 weights and the features the site uses, at half the bytes.
export const inter = localFont({
  src: "./fonts/inter-latin-var.woff2",
  weight: "400 800",
  style: "normal",
  // Used only if it is there for the first paint (preloaded, it usually is), never swapped in
  // later: the fallback below is fitted to Arial, which phones without Arial (Android) do not
  // have, so a late swap re-wrapped lines and moved the page (docs/performance.md).
  display: "optional",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});

import localFont from "next/font/local";

// Self-hosted from @fontsource: next/font/google would fetch at build time (offline here).
// A subset of @fontsource-variable/inter (scripts/subset-font.mjs, `npm run fonts`): its
// characters, the 400–800 weights and the features the site uses, at half the bytes.
export const inter = localFont({
  src: "./fonts/inter-latin-var.woff2",
  weight: "400 800",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});

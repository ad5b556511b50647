import type { NextConfig } from "next";
// Also read by the photo pipeline (scripts/photos.mjs), which makes uploads at these widths.
import imageWidths from "./lib/image-widths.json";

// A project site on GitHub Pages lives under /<repo>/; everywhere else the base path is empty.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/$/, "") || undefined;

const nextConfig: NextConfig = {
  output: "export",
  // With output "export", a custom distDir names the export folder (instead of out/): the CMS
  // browser test rebuilds the site from its scratch content into a folder of its own.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  trailingSlash: true,
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Each language has its own root layout (for <html lang>), so unknown paths need the one
    // global 404 page that stands outside both.
    globalNotFound: true,
  },
  // Only for `npm run bench:chunks`, which reads the maps to say what each first-load chunk holds.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === "1",
  images: {
    // The default optimizer needs a server; this loader asks the photo host for each width.
    loader: "custom",
    loaderFile: "./lib/image-loader.ts",
    // Fewer candidate widths than Next's default (16 up to 3840): every srcset is written
    // twice per page (HTML and its React payload), and the phone's HTML is on the LCP path.
    deviceSizes: imageWidths.deviceSizes,
    imageSizes: imageWidths.imageSizes,
  },
};

export default nextConfig;

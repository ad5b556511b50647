import type { NextConfig } from "next";

// A project site on GitHub Pages lives under /<repo>/; everywhere else the base path is empty.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/$/, "") || undefined;

const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: true,
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // The default optimizer needs a server; this loader asks the photo host for each width.
    loader: "custom",
    loaderFile: "./lib/image-loader.ts",
  },
};

export default nextConfig;

import { type MetadataRoute } from "next";
import { getSite } from "@/lib/content";
import { withBasePath } from "@/lib/nav/hrefs";

export const dynamic = "force-static";

// One manifest for the whole site, in the language of its root (the spec's English pages).
export default function manifest(): MetadataRoute.Manifest {
  const site = getSite("en");
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: withBasePath("/"),
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0c2d44",
    icons: [
      { src: withBasePath("/icon.svg"), type: "image/svg+xml", sizes: "any" },
      { src: withBasePath("/apple-icon.png"), type: "image/png", sizes: "180x180" },
    ],
  };
}

import { type MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site/seo";

export const dynamic = "force-static";

/** Every crawler, AI crawlers included, may read the whole site (docs/decisions/0016). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/" }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}

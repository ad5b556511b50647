import { isAllowedImageSrc } from "@/lib/photos/image-hosts";
import { withBasePath } from "@/lib/nav/hrefs";

type LoaderArgs = { src: string; width: number; quality?: number };

/**
 * next/image loader for a static export: remote photos are resized by their host
 * (imgix-style parameters), so no /_next/image URL is ever emitted.
 */
export default function imageLoader({ src, width, quality }: LoaderArgs): string {
  if (!isAllowedImageSrc(src)) throw new Error(`Image host not allowed: ${src}`);
  if (src.startsWith("/")) {
    // Uploaded photos never come here (<Photo> lists their own files); other local images
    // ship at one size, and the width keeps each srcset entry distinct.
    return `${withBasePath(src)}?w=${width}`;
  }
  const url = new URL(src);
  url.searchParams.set("w", String(width));
  url.searchParams.set("q", String(quality ?? 70));
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "max");
  return url.toString();
}

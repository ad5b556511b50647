import imageLoader from "@/lib/photos/image-loader";
import { withBasePath } from "@/lib/nav/hrefs";
import { type ResolvedPhoto } from "@/lib/schemas/photo";

/** The photo's largest file the site serves, for a link to it (the gallery, without JavaScript). */
export function largePhotoUrl(photo: ResolvedPhoto): string {
  if (photo.kind === "stock") return imageLoader({ src: photo.src, width: 1920 });
  return withBasePath(photo.variants.at(-1)!.webp);
}

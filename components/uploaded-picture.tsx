import { PhotoPreload } from "@/components/photo-preload";
import { type PhotoVariant } from "@/lib/photos/photo-variants";
import { withBasePath } from "@/lib/nav/hrefs";
import { type ResolvedPhoto } from "@/lib/schemas/photo";

type UploadedPictureProps = {
  photo: Extract<ResolvedPhoto, { kind: "upload" }>;
  sizes: string;
  /** The page's main photo: fetched at once, at high priority. */
  eager: boolean;
  className: string;
};

const srcSet = (variants: PhotoVariant[], format: "avif" | "webp") =>
  variants.map((variant) => `${withBasePath(variant[format])} ${variant.width}w`).join(", ");

/**
 * A photo the team uploaded, from the files the photo pipeline made (scripts/photos/photos.mjs):
 * AVIF where the browser reads it, WebP otherwise, each at the widths the pages ask for, so
 * the browser picks the smallest file that is sharp at its `sizes`. The page's main photo is
 * also announced in <head> (a preload of its AVIF files, at high priority), so the browser
 * asks for it with the stylesheet and the font instead of once it has laid the page out: on a
 * slow phone that wait was most of the main photo's delay (docs/performance.md).
 */
export function UploadedPicture({ photo, sizes, eager, className }: UploadedPictureProps) {
  const { variants } = photo;
  const fallback = variants.find((variant) => variant.width >= 960) ?? variants.at(-1)!;

  return (
    <picture>
      {eager && (
        <PhotoPreload
          href={withBasePath(fallback.avif)}
          srcSet={srcSet(variants, "avif")}
          sizes={sizes}
          type="image/avif"
        />
      )}
      <source type="image/avif" srcSet={srcSet(variants, "avif")} sizes={sizes} />
      <img
        src={withBasePath(fallback.webp)}
        srcSet={srcSet(variants, "webp")}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

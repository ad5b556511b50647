/*
 * The one photo of the site (docs/decisions/0006), the same shape wherever a page shows one:
 * `src` (an upload, "/photos/<file>", or a stock photo's https URL on a listed host), a stock
 * photo's `width` and `height` (an upload's are read from its file), and `alt`. The file and size
 * are written once, in English; the loader resolves each photo once (lib/content/photos.ts).
 */
import { z } from "zod";
import { isUploadedPhoto } from "@/lib/photos/image-hosts";
import { type PhotoVariant } from "@/lib/photos/photo-variants";
import { imageSrc, text, translation } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { standIn } from "@/lib/content/stand-ins/marks";

const photoShape = {
  src: field(imageSrc, {
    label: "Photo",
    hint: "Upload the original photo (JPEG, at least 1200 pixels wide, up to 25 MB; not HEIC), or choose one already uploaded.",
    widget: "image",
    shared: true,
    decap: { choose_url: true },
  }),
  width: field(z.number().int().positive().optional(), {
    label: "Width in pixels (stock photo URL only)",
    hint: "Leave empty for an uploaded photo: its size is read from the file.",
    shared: true,
  }),
  height: field(z.number().int().positive().optional(), {
    label: "Height in pixels (stock photo URL only)",
    shared: true,
  }),
  /** Alt text: what the photo really shows, in this language. */
  alt: field(text, { label: "What the photo shows (alt text)" }),
  /** A stock photo standing in for the business's own (docs/decisions/0014). */
  standIn: standIn("Example: a stock photo, not the business's own"),
};

/** A stock photo's box is reserved from its size, which only its URL's owner knows. */
function stockSize(photo: { src: string; width?: number; height?: number }, ctx: z.RefinementCtx) {
  if (isUploadedPhoto(photo.src)) return;
  for (const key of ["width", "height"] as const) {
    if (photo[key] === undefined) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: "is needed for a photo from a stock site: its size in pixels",
      });
    }
  }
}

export const PhotoSchema = z.object(photoShape).superRefine(stockSize);

export type PhotoInput = z.infer<typeof PhotoSchema>;

/**
 * content/gallery-photos.yml, one language's half: the 20 photos in order, each with its
 * caption.
 */
export const GalleryFileSchema = z.object({
  items: field(
    z
      .array(
        z.object({
          photo: field(PhotoSchema, { label: "Photo" }),
          /** Short caption shown on hover, focus and in the viewer. */
          caption: field(text, { label: "Caption" }),
        }),
      )
      .length(20, "the gallery shows exactly 20 photos")
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.photo.src)) {
            ctx.addIssue({
              code: "custom",
              path: [index, "photo", "src"],
              message: `${item.photo.src} is already in the gallery: each photo is shown once`,
            });
          }
          seen.add(item.photo.src);
        });
      }),
    { label: "Photos", summary: "{{fields.caption}}", fixedList: true },
  ),
  ...translation,
});

/**
 * A photo as pages receive it: its size, its alt text and where its pixels come from. An
 * upload is served from the site's own AVIF and WebP files (scripts/photos/photos.mjs); a stock photo
 * is resized by its host. `file` is one full-size file that exists, for search engines and
 * social sites: the upload's metadata-free copy at its own address, or the stock URL.
 */
export type ResolvedPhoto = {
  alt: string;
  /** A stock photo standing in for the business's own: never in structured data. */
  standIn?: boolean;
  width: number;
  height: number;
  file: string;
} & ({ kind: "upload"; variants: PhotoVariant[] } | { kind: "stock"; src: string });

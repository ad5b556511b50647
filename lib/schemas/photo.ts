/*
 * Photos: a file and its intrinsic size (the box is reserved from it), the page photos by name
 * (content/shared/photos.yml), the gallery's photos, and a page's reference to a photo.
 */
import { z } from "zod";
import { isUploadedPhoto } from "@/lib/image-hosts";
import { type PhotoVariant } from "@/lib/photo-variants";
import { imageSrc, slug, text, translationNote, uniqueIds } from "@/lib/schemas/fields";

/**
 * A photo's file and intrinsic size (its box is reserved from it). An uploaded photo's size is
 * read from the file by the photo pipeline; a stock photo's URL needs it written.
 */
const PhotoSchema = z
  .object({
    src: imageSrc,
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  })
  .superRefine((photo, ctx) => {
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
  });

export const PhotosFileSchema = z.record(slug, PhotoSchema);

export const SharedGalleryFileSchema = z
  .array(PhotoSchema.extend({ id: slug }))
  .length(20, "the gallery shows exactly 20 photos (spec §9)")
  .superRefine(uniqueIds);

/** A page photo: a name from content/shared/photos.yml and its alt text in this language. */
export const ImageRefSchema = z.object({
  photo: slug,
  /** Alt text describing what the photo really shows. */
  alt: text,
});

export const GalleryTextFileSchema = z.object({
  translationNote,
  items: z
    .array(
      z.object({
        id: slug,
        alt: text,
        /** Short caption shown on hover, focus and in the viewer. */
        caption: text,
      }),
    )
    .superRefine(uniqueIds),
});

export type ImageData = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** An uploaded photo's served files (scripts/photos.mjs); none for a stock photo. */
  variants?: PhotoVariant[];
};

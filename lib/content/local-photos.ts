import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, ContentError } from "@/lib/content/files";
import { isUploadedPhoto } from "@/lib/image-hosts";
import { type PhotoVariant } from "@/lib/photo-variants";

type LocalPhoto = { width: number; height: number; variants: PhotoVariant[] };

const MANIFEST = path.join(process.cwd(), ".cache", "photos", "manifest.json");
const RUN = "run `node scripts/photos.mjs` (npm run dev, build and typecheck run it first)";

let manifest: Record<string, LocalPhoto> | undefined;

/** What the photo pipeline made of the content's uploads; read once, for this content folder. */
function photos(where: string): Record<string, LocalPhoto> {
  if (manifest) return manifest;
  if (!existsSync(MANIFEST)) throw new ContentError(where, [`no photo manifest yet: ${RUN}`]);
  const data = JSON.parse(readFileSync(MANIFEST, "utf8")) as {
    contentDir: string;
    photos: Record<string, LocalPhoto>;
  };
  const label = path.relative(process.cwd(), CONTENT_DIR).split(path.sep).join("/") || "content";
  if (data.contentDir !== label) {
    throw new ContentError(where, [
      `the photo manifest is for ${data.contentDir}/, not ${label}/: ${RUN}`,
    ]);
  }
  manifest = data.photos;
  return manifest;
}

/** An uploaded photo's size (read from the file) and its served files. */
function uploadedPhoto(src: string, where: string, field: string): LocalPhoto {
  const photo = photos(where)[src];
  if (!photo)
    throw new ContentError(where, [
      `${field}: ${src} has not been through the photo pipeline: ${RUN}`,
    ]);
  return photo;
}

/** A photo with its size: written for a stock photo, read from the file for an upload. */
export function sized(
  photo: { src: string; width?: number; height?: number },
  where: string,
  field: string,
): { src: string; width: number; height: number; variants?: PhotoVariant[] } {
  if (isUploadedPhoto(photo.src)) {
    const { width, height, variants } = uploadedPhoto(photo.src, where, field);
    return { src: photo.src, width, height, variants };
  }
  // The schema requires both for any other photo.
  return { src: photo.src, width: photo.width!, height: photo.height! };
}

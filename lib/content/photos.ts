import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, ContentError } from "@/lib/content/files";
import { isUploadedPhoto } from "@/lib/image-hosts";
import { type PhotoVariant } from "@/lib/photo-variants";
import { type PhotoInput, type ResolvedPhoto } from "@/lib/schemas/photo";

/** What the photo pipeline made of one upload (scripts/photos.mjs). */
type Upload = { width: number; height: number; file: string; variants: PhotoVariant[] };

const MANIFEST = path.join(process.cwd(), ".cache", "photos", "manifest.json");
const RUN = "run `node scripts/photos.mjs` (npm run dev, build and typecheck run it first)";

let manifest: Record<string, Upload> | undefined;

/** What the photo pipeline made of the content's uploads; read once, for this content folder. */
function uploads(where: string): Record<string, Upload> {
  if (manifest) return manifest;
  if (!existsSync(MANIFEST)) throw new ContentError(where, [`no photo manifest yet: ${RUN}`]);
  const data = JSON.parse(readFileSync(MANIFEST, "utf8")) as {
    contentDir: string;
    photos: Record<string, Upload>;
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

/**
 * A photo of the content as every page shows it: an upload with its size read from the file
 * and its served files, or a stock photo with its written size. `where` and `field` name the
 * entry for the message when an upload has not been through the pipeline.
 */
export function resolvePhoto(photo: PhotoInput, where: string, field: string): ResolvedPhoto {
  if (isUploadedPhoto(photo.src)) {
    const upload = uploads(where)[photo.src];
    if (!upload) {
      throw new ContentError(where, [
        `${field}.src: ${photo.src} has not been through the photo pipeline: ${RUN}`,
      ]);
    }
    const { width, height, file, variants } = upload;
    return { kind: "upload", alt: photo.alt, width, height, file, variants };
  }
  // The schema requires both for any other photo.
  const [width, height] = [photo.width!, photo.height!];
  return { kind: "stock", alt: photo.alt, width, height, src: photo.src, file: photo.src };
}

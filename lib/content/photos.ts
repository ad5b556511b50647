import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ContentError } from "@/lib/store/content-error";
import { isUploadedPhoto } from "@/lib/photos/image-hosts";
import { type PhotoVariant } from "@/lib/photos/photo-variants";
import { type PhotoInput, type ResolvedPhoto } from "@/lib/schemas/photo";

/** What the photo pipeline made of one upload (scripts/photos/photos.mjs). */
type Upload = { width: number; height: number; file: string; variants: PhotoVariant[] };

const MANIFEST = path.join(process.cwd(), ".cache", "photos", "manifest.json");
const RUN = "run `node scripts/photos/photos.mjs` (npm run dev, build and typecheck run it first)";

/** The manifest as last read, with the content folder it was checked against. */
let manifest: { photos: Record<string, Upload>; read: number; label: string } | undefined;

/**
 * `npm run dev` (scripts/dev/dev.mjs) keeps the pipeline running while the team uploads: the
 * manifest is read again whenever it changed, and a photo it does not list yet is shown from
 * its own address until it does (`pendingUpload`), never a failed page. A build still refuses it.
 */
const developing = () => process.env.NODE_ENV === "development";

/** What the photo pipeline made of the uploads of `dir`; read once, for that content folder. */
function uploads(dir: string, where: string): Record<string, Upload> {
  if (developing()) {
    const written = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
    if (manifest?.read !== written) manifest = undefined;
    if (!written) return {};
  }
  // One process may load several folders (a test's scratch copies): each is checked.
  const label = path.relative(process.cwd(), dir).split(path.sep).join("/") || "content";
  if (manifest?.label === label) return manifest.photos;
  if (!existsSync(MANIFEST)) {
    if (developing()) return {};
    throw new ContentError(where, [`no photo manifest yet: ${RUN}`]);
  }
  const data = JSON.parse(readFileSync(MANIFEST, "utf8")) as {
    contentDir: string;
    photos: Record<string, Upload>;
  };
  if (data.contentDir !== label) {
    throw new ContentError(where, [
      `the photo manifest is for ${data.contentDir}/, not ${label}/: ${RUN}`,
    ]);
  }
  manifest = { photos: data.photos, read: statSync(MANIFEST).mtimeMs, label };
  return manifest.photos;
}

/** Only a stand-in says so: a photo of the business's own carries no mark. */
const standIn = (photo: PhotoInput) => (photo.standIn ? { standIn: true } : {});

/** The box a photo not yet through the pipeline is given: a camera's 4:3. */
const PENDING_SIZE = { width: 1600, height: 1200 };

/**
 * An upload the running pipeline has not finished yet (under `npm run dev`): the page shows it from
 * the address the pipeline writes its metadata-free copy to, which loads once that is done.
 */
const pendingUpload = (photo: PhotoInput): ResolvedPhoto => ({
  kind: "stock",
  alt: photo.alt,
  ...PENDING_SIZE,
  src: photo.src,
  file: photo.src,
  ...standIn(photo),
});

/** A photo of one content folder as every page shows it: `resolvePhoto` with the folder given. */
export type PhotoOf = (photo: PhotoInput, where: string, field: string) => ResolvedPhoto;

/**
 * A photo of the content as every page shows it: an upload with its size read from the file
 * and its served files, or a stock photo with its written size; `dir` is the content folder
 * whose uploads the manifest must list. `where` and `field` name the entry for the message
 * when an upload has not been through the pipeline.
 */
export function resolvePhoto(
  dir: string,
  photo: PhotoInput,
  where: string,
  field: string,
): ResolvedPhoto {
  if (isUploadedPhoto(photo.src)) {
    const upload = uploads(dir, where)[photo.src];
    if (!upload && developing()) return pendingUpload(photo);
    if (!upload) {
      throw new ContentError(where, [
        `${field}.src: ${photo.src} has not been through the photo pipeline: ${RUN}`,
      ]);
    }
    const { width, height, file, variants } = upload;
    return { kind: "upload", alt: photo.alt, width, height, file, variants, ...standIn(photo) };
  }
  // The schema requires both for any other photo.
  const [width, height] = [photo.width!, photo.height!];
  const { src } = photo;
  return { kind: "stock", alt: photo.alt, width, height, src, file: src, ...standIn(photo) };
}

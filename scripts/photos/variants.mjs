// One uploaded photo → the files the site serves: upright (EXIF orientation applied), every
// other piece of metadata dropped (a phone photo carries the GPS position of a client's
// home), resized to the widths the pages ask for, in AVIF and WebP. Encoded once per content
// hash and kept in a cache folder, so a rebuild re-encodes only new photos.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import sharp from "sharp";

const MAX_BYTES = 25 * 1024 * 1024;
const MIN_WIDTH = 1200;
/** @type {Record<"avif" | "webp", (image: import("sharp").Sharp) => import("sharp").Sharp>} */
const FORMATS = {
  // Quality chosen so a full-width photo on a 390 px phone at DPR 3 (the 1280 px file) stays
  // well under 150 kB. Effort 2, not sharp's default 4: a tenth of the time for files about
  // 10 % larger (measured on a 12-megapixel photo: 0.5 s instead of 4.8 s at 1920 px).
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};
// The photo at its own address ("/photos/<name>", what the content and the CMS write) is a
// copy at the largest width, in the upload's own format but without its metadata: what search
// engines and social sites are given, and the thumbnail the CMS shows.
/** @type {Record<string, "jpeg" | "png" | "webp" | "avif">} */
const FULL_FORMATS = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", avif: "avif" };
/** @param {string} name */
const fullFormat = (name) => FULL_FORMATS[path.extname(name).slice(1).toLowerCase()] ?? "jpeg";
// Bump when the encoding above changes, so cached files are made again.
const PIPELINE_VERSION = 2;

export class PhotoError extends Error {}

/**
 * Why a file cannot be published, or null; `metadata` is sharp's, read without decoding.
 * @param {string} file @param {number} bytes @param {import("sharp").Metadata | null} metadata
 */
function refusal(file, bytes, metadata) {
  const name = path.basename(file);
  if (
    /\.(heic|heif)$/i.test(name) ||
    (metadata?.format === "heif" && metadata.compression !== "av1")
  ) {
    return "HEIC/HEIF photos cannot be shown on the web: export it as JPEG (on an iPhone, Settings › Camera › Formats › Most Compatible) and upload that";
  }
  if (bytes > MAX_BYTES) {
    return `${(bytes / 1024 / 1024).toFixed(1)} MB is over the 25 MB limit: export a smaller JPEG`;
  }
  if (!metadata || !["jpeg", "png", "webp", "avif", "heif", "tiff"].includes(metadata.format)) {
    return "not a photo (JPEG, PNG, WebP or AVIF expected)";
  }
  return null;
}

/**
 * Width and height as the photo is seen, once its EXIF orientation is applied.
 * @param {{ width: number, height: number, orientation?: number }} size
 */
const upright = ({ width, height, orientation = 1 }) =>
  orientation >= 5 ? { width: height, height: width } : { width, height };

/**
 * The widths to make: those the pages ask for, up to the photo's own, which is the largest.
 * @param {number} width @param {number[]} wanted
 */
const widthsFor = (width, wanted) => [
  ...new Set([...wanted.filter((w) => w < width), Math.min(width, Math.max(...wanted))]),
];

/**
 * Checks and encodes one photo. Returns { width, height, variants: [{ width, avif, webp }],
 * encoded } with file names inside `outDir` (encoded: false when the cache had them), where it
 * also writes the metadata-free copy under the upload's own `name`; throws PhotoError with the
 * reason it was refused.
 * @param {string} file
 * @param {{ outDir: string, cacheDir: string, widths: number[], stem: string, name: string }} options
 */
export async function photoVariants(file, { outDir, cacheDir, widths, stem, name }) {
  const bytes = statSync(file).size;
  const metadata = await sharp(file)
    .metadata()
    .catch(() => null);
  const reason = refusal(file, bytes, metadata);
  if (reason) throw new PhotoError(reason);
  // refusal() returned null: sharp read the file's metadata.
  const size = upright(/** @type {import("sharp").Metadata} */ (metadata));
  if (size.width < MIN_WIDTH) {
    throw new PhotoError(
      `${size.width} px wide is too small (at least ${MIN_WIDTH} px, so it stays sharp on a phone): upload the original photo`,
    );
  }

  const source = readFileSync(file);
  const targets = widthsFor(size.width, widths);
  const full = fullFormat(file);
  const hash = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ PIPELINE_VERSION, targets, full }))
    .digest("hex");
  const cached = path.join(cacheDir, hash);
  const encoded = !existsSync(path.join(cached, "done"));
  if (encoded) {
    const scratch = `${cached}.partial`;
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    // Decoded once, upright (rotate() with no angle applies the EXIF orientation) and at the
    // largest width; each smaller file is resized from those pixels. Raw pixels carry no
    // metadata, and sharp writes none unless asked, so GPS, camera and dates are all dropped.
    const largest = await sharp(source)
      .rotate()
      .resize({ width: Math.max(...targets), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    await sharp(largest.data, { raw: largest.info })
      .toFormat(full, { quality: 82 })
      .toFile(path.join(scratch, "full"));
    for (const width of targets) {
      const resized = sharp(largest.data, { raw: largest.info }).resize({ width });
      for (const [format, encode] of Object.entries(FORMATS)) {
        await encode(resized.clone()).toFile(path.join(scratch, `${width}.${format}`));
      }
    }
    writeFileSync(path.join(scratch, "done"), "");
    rmSync(cached, { recursive: true, force: true });
    renameSync(scratch, cached);
  }

  mkdirSync(outDir, { recursive: true });
  copyFileSync(path.join(cached, "full"), path.join(outDir, name));
  const short = hash.slice(0, 10);
  /** @param {number} width @param {string} format */
  const served = (width, format) => {
    const name = `${stem}.${short}.${width}.${format}`;
    const target = path.join(outDir, name);
    if (!existsSync(target)) copyFileSync(path.join(cached, `${width}.${format}`), target);
    return name;
  };
  const variants = targets.map((width) => ({
    width,
    avif: served(width, "avif"),
    webp: served(width, "webp"),
  }));
  return { ...size, variants, encoded };
}

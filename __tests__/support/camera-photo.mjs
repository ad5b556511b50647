// The one generator of camera-like test photos, shared by the unit tests, the browser tests
// and the benchmark: what a phone uploads (12 megapixels by default, sensor grain so encoders
// work as hard as on a real photo, GPS and camera make in its EXIF, an EXIF orientation).
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

// Generated photos are kept here, one per set of options, and copied from then on: a 12-megapixel
// photo with grain takes seconds to make, and the unit and browser tests ask for the same one.
// (In the system's temporary folder: Playwright loads this module without import.meta, so it
// cannot place it by the project's own folders.)
const CACHE = path.join(tmpdir(), "camera-photos");
// Part of each photo's key: raise it when the drawing below changes, so the old one is not used.
const DRAWING = 1;

/** The GPS position written into every generated photo (a street in Ottawa). */
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "45/1 25/1 1234/100",
  GPSLongitudeRef: "W",
  GPSLongitude: "75/1 41/1 5678/100",
};
/** The camera make written into every generated photo: absent from what the site serves. */
export const FIXTURE_MAKE = "PhoneMaker";

/**
 * Writes a JPEG camera photo to `file`: a room-like scene in `tint`, `width` × `height` stored
 * pixels, with GPS and camera EXIF and the given EXIF `orientation` (6: the phone was turned,
 * the stored pixels are sideways).
 */
export async function cameraPhoto(
  file,
  { width = 4032, height = 3024, orientation = 1, tint = "#e8e2d0" } = {},
) {
  const key = createHash("sha256")
    .update(JSON.stringify([DRAWING, width, height, orientation, tint]))
    .digest("hex");
  const cached = path.join(CACHE, `${key.slice(0, 16)}.jpg`);
  if (!existsSync(cached)) {
    mkdirSync(CACHE, { recursive: true });
    // Written beside, then renamed: a test running at the same time never copies half a photo.
    const partial = `${cached}.${process.pid}.${Date.now()}.partial`;
    await drawCameraPhoto(partial, { width, height, orientation, tint });
    renameSync(partial, cached);
  }
  copyFileSync(cached, file);
}

async function drawCameraPhoto(file, { width, height, orientation, tint }) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c9d6df"/><stop offset="0.6" stop-color="${tint}"/><stop offset="1" stop-color="#8a6f4d"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${width * 0.1}" y="${height * 0.2}" width="${width * 0.35}" height="${height * 0.6}" fill="#f4efe6" stroke="#555" stroke-width="20"/>
    <rect x="${width * 0.57}" y="${height * 0.3}" width="${width * 0.3}" height="${height * 0.3}" fill="#5b7d8c"/>
    <circle cx="${width * 0.75}" cy="${height * 0.8}" r="${height * 0.1}" fill="#b5543c"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  await sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: FIXTURE_MAKE, Model: "Camera 12" }, IFD3: GPS })
    .withMetadata({ orientation })
    .toFile(file);
}

/** Whether an EXIF block carries the GPS sub-directory (tag 0x8825), in either byte order. */
export const hasGps = (exif) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

// The benchmark's stand-in for a stock photo replaced by the team's own: a camera-size JPEG with
// detail at every scale, so AVIF and WebP spend on it about what they spend on a real photo.
// Plain sensor grain (the tests' camera photo) is smoothed away by encoders at web quality, and
// a 150 kB budget would then be met by a photo with no detail: each photo here is a room-like
// scene of many hard-edged shapes, under noise at five scales (blotches down to grain).
import { existsSync, mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** Camera-size: a 12-megapixel phone photo, 4:3. */
export const STOCK_PHOTO_SIZE = { width: 4032, height: 3024 };
// Part of each cached photo's name: raise it when the drawing changes.
const DRAWING = 1;

/**
 * A small seeded generator (mulberry32): the same seed draws the same scene.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} v */
const hexByte = (v) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, "0");

/** @param {number} seed @param {number} width @param {number} height */
function scene(seed, width, height) {
  const next = random(seed);
  // Muted room colours: tones vary in lightness much more than in hue, as in a real room.
  const base = [120 + next() * 90, 110 + next() * 90, 95 + next() * 90];
  /** @param {number} spread */
  const colour = (spread) => {
    const light = (next() - 0.5) * spread;
    return `#${base.map((v) => hexByte(v + light + (next() - 0.5) * spread * 0.3)).join("")}`;
  };
  // Walls and floor: large planes with their own light.
  const shapes = [
    `<rect width="${width}" height="${height * 0.7}" fill="url(#wall)"/>`,
    `<rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="${colour(120)}"/>`,
  ];
  // Furniture, frames, trim and objects: hard edges at many sizes and angles.
  for (let i = 0; i < 160; i += 1) {
    const w = width * (0.01 + next() ** 2 * 0.3);
    const h = height * (0.01 + next() ** 2 * 0.3);
    const x = next() * width;
    const y = next() * height;
    const turn = (next() - 0.5) * 30;
    const fill = colour(200);
    const stroke = next() < 0.4 ? ` stroke="${colour(160)}" stroke-width="${2 + next() * 14}"` : "";
    shapes.push(
      next() < 0.3
        ? `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${fill}"${stroke}/>`
        : `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${stroke} transform="rotate(${turn} ${x} ${y})"/>`,
    );
  }
  // Thin lines: floorboards, cables, the edges of a ceiling.
  for (let i = 0; i < 80; i += 1) {
    const x = next() * width;
    const y = next() * height;
    const angle = next() * Math.PI;
    const length = width * (0.05 + next() * 0.5);
    shapes.push(
      `<line x1="${x}" y1="${y}" x2="${x + Math.cos(angle) * length}" y2="${y + Math.sin(angle) * length}" stroke="${colour(200)}" stroke-width="${1 + next() * 6}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="wall" x1="${next()}" y1="0" x2="${next()}" y2="1">
      <stop offset="0" stop-color="${colour(60)}"/><stop offset="1" stop-color="${colour(60)}"/>
    </linearGradient></defs>
    ${shapes.join("\n    ")}
  </svg>`;
}

/**
 * Grey noise at 1/`scale` of the photo's size, enlarged to it: texture of that size.
 * @param {number} width @param {number} height @param {number} scale @param {number} sigma
 */
async function texture(width, height, scale, sigma) {
  const small = await sharp({
    create: {
      width: Math.max(2, Math.round(width / scale)),
      height: Math.max(2, Math.round(height / scale)),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma },
    },
  })
    .greyscale()
    .png()
    .toBuffer();
  const data = await sharp(small)
    .resize(width, height, { kernel: scale > 1 ? "cubic" : "nearest" })
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return { input: data, raw: { width, height, channels: 3 }, blend: "soft-light" };
}

/** Coarse to fine; the finest is a phone sensor's grain at base ISO, not more. */
const LAYERS = [
  [96, 40],
  [24, 34],
  [6, 30],
  [2, 26],
  [1, 14],
];
/** @type {Promise<any[]> | undefined} */
let textures;

/**
 * The photo of `seed`, drawn once into `cacheDir`, so the pipeline finds the same bytes on the
 * next run and takes its variants from its own cache. One texture, drawn once per process, lies
 * over every scene.
 * @param {number} seed
 * @param {string} cacheDir
 */
export async function stockPhoto(seed, cacheDir) {
  const { width, height } = STOCK_PHOTO_SIZE;
  const cached = path.join(cacheDir, `stock-${DRAWING}-${seed}.jpg`);
  if (!existsSync(cached)) {
    mkdirSync(cacheDir, { recursive: true });
    textures ??= Promise.all(LAYERS.map(([scale, sigma]) => texture(width, height, scale, sigma)));
    const partial = `${cached}.${process.pid}.partial`;
    await sharp(Buffer.from(scene(seed, width, height)))
      .composite(await textures)
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: "PhoneMaker", Model: "Camera 12" } })
      .toFile(partial);
    renameSync(partial, cached);
  }
  return cached;
}

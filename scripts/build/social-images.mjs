// Social (Open Graph) images rendered to files at build time: Next exports its
// `opengraph-image` routes without a file extension, which crawlers and static hosts serve with
// the wrong content type. Read from node_modules and the export only (no network).
// A page with a photo of its own (an upload, "/photos/name.jpg" in the export) gets that photo
// under its title on a brand-coloured veil, as a JPEG (as PNG it is several times the bytes, and
// some messengers drop a preview over a few hundred kB); every other page a text card, a PNG.

import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import { socialCardCache } from "./social-card-cache.mjs";

/**
 * satori, loaded on first use: importing it starts its WebAssembly at once, which a run that
 * draws no card (all cached, a test in Jest's process) would leave running, to fail later.
 * @type {typeof import("satori").default | undefined}
 */
let satoriDraw;
const satori = async (/** @type {Parameters<typeof import("satori").default>} */ ...args) =>
  (satoriDraw ??= (await import("satori")).default)(...args);

const require = createRequire(import.meta.url);

/** What satori draws: React-element-like objects, made by h() and textNode() (no React, no JSX step). */
/** @typedef {{ type: string, props: { lang?: string, style: Record<string, unknown>, children?: unknown } }} SatoriNode */
/** @typedef {{ name: string, data: Buffer, weight: 400 | 700 | 800, style: "normal" }} SatoriFont */
/** The words of one card. */
/** @typedef {{ title: string, eyebrow?: string, siteName: string, locale: string }} Card */

const WIDTH = 1200;
const HEIGHT = 630;

// Brand tokens from app/globals.css.
const NAVY = "#0c2d44"; // brand-900
const BLUE = "#0e5a8a"; // brand-600
const BLUE_DARK = "#0b4770"; // brand-700
const ACCENT = "#f5a524"; // accent-400
const WHITE = "#ffffff";

const PAD_X = 80;
const TEXT_WIDTH = 780;
// On a photo the words keep to the left, over the veil, and the right of the card shows the
// photo as it is; the narrower column takes a fourth line, so a title that fits the text card
// fits here too.
const PHOTO_TEXT_WIDTH = 680;
const VEIL = `linear-gradient(90deg, rgba(12, 45, 68, 0.92) 0%, rgba(12, 45, 68, 0.82) 60%, rgba(12, 45, 68, 0) 88%)`;
const JPEG_QUALITY = 82;
// The card's two texts, each at the largest of its sizes at which it fits (largest first: short
// titles stay big, long ones step down until they fit).
const TITLE = {
  sizes: [76, 68, 60, 54, 48],
  style: { fontWeight: 800, lineHeight: 1.1, letterSpacing: "-0.02em", color: WHITE },
};
const EYEBROW = {
  sizes: [24, 22, 20, 18],
  style: { fontWeight: 700, lineHeight: 1.25, letterSpacing: "0.16em", color: ACCENT },
};

// WOFF, not WOFF2: satori reads both, but WOFF avoids a Brotli pass per load.
// latin-ext carries the accented letters beyond the latin subset.
/** @type {{ file: string, name: string, weight: 400 | 700 | 800 }[]} */
const FONT_FILES = /** @type {const} */ ([400, 700, 800]).flatMap((weight) =>
  ["latin", "latin-ext"].map((subset) => ({
    file: `inter-${subset}-${weight}-normal.woff`,
    // Distinct family names: satori only falls back across families, not across
    // two files sharing one name, so Ł, Ă, Ş… would otherwise draw as missing glyphs.
    name: subset === "latin" ? "Inter" : "InterExt",
    weight,
  })),
);

const FONT_FAMILY = "Inter, InterExt";

/** @type {Map<string, Promise<SatoriFont[]>>} */
const fontCache = new Map();

function loadFonts(
  fontDir = path.dirname(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")),
) {
  const loading =
    fontCache.get(fontDir) ??
    Promise.all(
      FONT_FILES.map(async ({ file, name, weight }) => {
        const data = await readFile(path.join(fontDir, file)).catch((error) => {
          throw new Error(
            `Social image font missing: ${file} not found in ${fontDir} ` +
              `(is @fontsource/inter installed?): ${error.code ?? error.message}`,
          );
        });
        return { name, data, weight, style: /** @type {const} */ ("normal") };
      }),
    );
  // A failed load must not stay cached, or a later retry with the font present would still fail.
  loading.catch(() => fontCache.delete(fontDir));
  fontCache.set(fontDir, loading);
  return loading;
}

/** @type {Promise<void> | undefined} */
let resvgReady;
const ensureResvg = () =>
  (resvgReady ??= readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")).then(initWasm));

/** @param {unknown} value @returns {value is string} */
const nonEmptyString = (value) => typeof value === "string" && value.trim() !== "";

/**
 * @param {any} card what a manifest or caller gave, checked here
 * @param {string} where
 */
function validateCard(card, where) {
  if (!card || typeof card !== "object") {
    throw new Error(`${where}: expected an object with title, siteName and locale`);
  }
  for (const key of ["title", "siteName", "locale"]) {
    if (!nonEmptyString(card[key])) {
      throw new Error(`${where}: "${key}" must be a non-empty string`);
    }
  }
  if (card.eyebrow !== undefined && typeof card.eyebrow !== "string") {
    throw new Error(`${where}: "eyebrow" must be a string when given`);
  }
  if (!/^[a-z]{2}(-[A-Za-z]{2})?$/.test(card.locale)) {
    throw new Error(`${where}: "locale" must look like "en" or "fr-CA", got "${card.locale}"`);
  }
}

/**
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {...(SatoriNode | SatoriNode[] | string | null | false | undefined)} children
 * @returns {SatoriNode}
 */
function h(type, style, ...children) {
  const kids = children.flat().filter((child) => child !== null && child !== false);
  return { type, props: { style, children: kids.length === 1 ? kids[0] : kids } };
}

/**
 * Words at the card's text width in its font (satori breaks them by their language).
 * @param {typeof TITLE} kind @param {string} text @param {number} size @param {string} lang
 * @param {number} width @returns {SatoriNode}
 */
const textNode = (kind, text, size, lang, width) => ({
  type: "div",
  props: {
    lang,
    style: { width, fontFamily: FONT_FAMILY, fontSize: size, ...kind.style },
    children: text,
  },
});

// No card may cut its text (no line clamp, no ellipsis): the largest size at which the text
// fits is used, and a text that fits at none fails the build, naming the card. Each size is laid
// out alone and the height satori gives it read back: that counts the lines exactly as the
// final render will wrap them.
/**
 * @param {typeof TITLE} kind @param {string} text @param {string} lang @param {number} width
 * @param {number} maxLines @param {SatoriFont[]} fonts @param {string} what
 */
async function fit(kind, text, lang, width, maxLines, fonts, what) {
  for (const size of kind.sizes) {
    const node = /** @type {any} satori's element tree, whose type is React's */ (
      textNode(kind, text, size, lang, width)
    );
    const height = Number(/height="([\d.]+)"/.exec(await satori(node, { width, fonts }))?.[1]);
    if (Math.round(height / (size * kind.style.lineHeight)) <= maxLines) return size;
  }
  throw new Error(
    `${what} does not fit in ${maxLines} line(s) even at ${kind.sizes.at(-1)} px: write it shorter`,
  );
}

function stripes() {
  const bands = [BLUE, BLUE_DARK, BLUE, BLUE_DARK, BLUE, BLUE_DARK].map((color) =>
    h("div", { width: 64, height: "100%", backgroundColor: color }),
  );
  return h(
    "div",
    {
      position: "absolute",
      left: 930,
      top: -90,
      width: 384,
      height: 810,
      display: "flex",
      transform: "rotate(14deg)",
    },
    bands,
  );
}

// The brand's paint roller, drawn with boxes like scripts/brand/og-image.html.
function roller() {
  /** @type {[number, number, number, number, Record<string, unknown>][]} left, top, width, height */
  const boxes = [
    [0, 0, 170, 64, { borderRadius: 18, backgroundColor: ACCENT }],
    [
      170,
      30,
      30,
      84,
      {
        borderTop: `12px solid ${WHITE}`,
        borderRight: `12px solid ${WHITE}`,
        borderTopRightRadius: 10,
      },
    ],
    [90, 102, 110, 12, { backgroundColor: WHITE }],
    [90, 102, 12, 62, { backgroundColor: WHITE }],
    [80, 158, 32, 84, { borderRadius: 9, backgroundColor: WHITE }],
  ];
  return h(
    "div",
    { position: "absolute", left: 960, top: 150, width: 200, height: 300, display: "flex" },
    boxes.map(([left, top, width, height, style]) =>
      h("div", { position: "absolute", left, top, width, height, ...style }),
    ),
  );
}

// "Northbrush Painting Co." → "Northbrush" in white, the rest in the accent, as on the site's mark.
/** @param {string} siteName */
function siteNameNode(siteName) {
  const [first, ...rest] = siteName.trim().split(/\s+/);
  return h(
    "div",
    { display: "flex", fontSize: 30, fontWeight: 800, color: WHITE },
    h("span", {}, first),
    rest.length ? h("span", { color: ACCENT, marginLeft: 9 }, rest.join(" ")) : null,
  );
}

/**
 * The words of a card in a column: the accent rule, the line above the title (`upper`, already
 * upper-cased; none when empty), the title, the wordmark.
 * @param {{ title: string, upper: string, siteName: string, locale: string }} card
 * @param {number} titleSize @param {number} eyebrowSize @param {number} width
 */
function words({ title, upper, siteName, locale }, titleSize, eyebrowSize, width) {
  return h(
    "div",
    {
      position: "absolute",
      left: PAD_X,
      top: 72,
      bottom: 64,
      width,
      display: "flex",
      flexDirection: "column",
    },
    h("div", { width: 72, height: 8, borderRadius: 4, backgroundColor: ACCENT }),
    upper
      ? h(
          "div",
          { marginTop: 26, display: "flex" },
          textNode(EYEBROW, upper, eyebrowSize, locale, width),
        )
      : null,
    h(
      "div",
      { flexGrow: 1, display: "flex", flexDirection: "column", justifyContent: "center" },
      textNode(TITLE, title, titleSize, locale, width),
    ),
    h(
      "div",
      { display: "flex", alignItems: "center", justifyContent: "space-between" },
      siteNameNode(siteName),
    ),
  );
}

/**
 * A card's tree: the words over the stripes and the roller, or, `overPhoto`, over a veil and
 * otherwise transparent (the photo is drawn under it); the accent bar along the bottom.
 * @param {Parameters<typeof words>[0]} entry @param {number} titleSize @param {number} eyebrowSize
 * @param {boolean} overPhoto
 */
function cardTree(entry, titleSize, eyebrowSize, overPhoto) {
  return h(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      display: "flex",
      // No overflow: hidden or opacity: either makes resvg composite a full-size
      // layer, four times the render time; the SVG viewport clips the stripes anyway.
      position: "relative",
      ...(overPhoto ? {} : { backgroundColor: NAVY }),
      fontFamily: FONT_FAMILY,
    },
    ...(overPhoto
      ? [
          h("div", {
            position: "absolute",
            left: 0,
            top: 0,
            width: WIDTH,
            height: HEIGHT,
            backgroundImage: VEIL,
          }),
        ]
      : [stripes(), roller()]),
    words(entry, titleSize, eyebrowSize, overPhoto ? PHOTO_TEXT_WIDTH : TEXT_WIDTH),
    h("div", {
      position: "absolute",
      left: 0,
      bottom: 0,
      width: WIDTH,
      height: 10,
      backgroundColor: ACCENT,
    }),
  );
}

/** @typedef {Map<string, Promise<{ data: Buffer, info: import("sharp").OutputInfo }>>} Backdrops */

/**
 * The photo filling the card (cropped about its centre, as the pages' hero boxes crop it), as
 * raw pixels; read once per file, since both languages' cards of a page share it.
 * @param {string} file @param {Backdrops} cache
 */
function backdrop(file, cache) {
  const pixels =
    cache.get(file) ??
    sharp(file)
      // A PNG upload may be transparent: the card is not.
      .flatten({ background: NAVY })
      .resize(WIDTH, HEIGHT, { fit: "cover", position: "centre" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  cache.set(file, pixels);
  return pixels;
}

/**
 * Renders one 1200×630 card (a checked entry): a PNG of the words alone, or, given `photoFile`
 * (a file on disk), a JPEG of that photo under the words.
 * @param {Card & { photoFile?: string }} entry
 * @param {{ fontDir?: string, backdrops: Backdrops }} options
 *   fontDir overrides where the Inter WOFF files are read from; backdrops keeps the photos read.
 * @returns {Promise<Buffer>}
 */
async function renderSocialImage({ eyebrow, siteName, locale, photoFile, ...entry }, options) {
  const [fonts] = await Promise.all([loadFonts(options.fontDir), ensureResvg()]);
  const title = entry.title.trim();
  const where = `Social image "${title}"`;
  const width = photoFile ? PHOTO_TEXT_WIDTH : TEXT_WIDTH;
  const maxLines = photoFile ? 4 : 3;
  const size = await fit(TITLE, title, locale, width, maxLines, fonts, `${where}: the title`);
  const upper = eyebrow?.trim() ? eyebrow.trim().toLocaleUpperCase(locale) : "";
  const eyebrowSize = upper
    ? await fit(
        EYEBROW,
        upper,
        locale,
        width,
        1,
        fonts,
        `${where}: the line above the title ("${upper}")`,
      )
    : 0;
  const card = { title, upper, siteName, locale };
  const tree = /** @type {import("react").ReactNode} */ (
    /** @type {unknown} */ (cardTree(card, size, eyebrowSize, Boolean(photoFile)))
  );
  const svg = await satori(tree, { width: WIDTH, height: HEIGHT, fonts });
  // wasm memory is not garbage-collected: free each renderer, or a long build grows.
  const resvg = new Resvg(svg, { fitTo: { mode: "original" } });
  const rendered = resvg.render();
  const png = Buffer.from(rendered.asPng());
  rendered.free();
  resvg.free();
  if (!photoFile) return png;
  const { data, info } = await backdrop(photoFile, options.backdrops);
  return sharp(data, { raw: info })
    .composite([{ input: png }])
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/**
 * The card's file: a photo card is a JPEG, a text card a PNG.
 * @param {unknown} file @param {unknown} photo @param {string} where
 */
function checkFile(file, photo, where) {
  const extension = photo ? ".jpg" : ".png";
  if (!nonEmptyString(file) || !file.endsWith(extension)) {
    throw new Error(
      `${where}: "file" must be a relative path ending in ${extension} (${photo ? "a photo card is a JPEG" : "a text card is a PNG"})`,
    );
  }
  return insideOut(file, "file", where);
}

/** @param {string} file @param {string} key @param {string} where */
function insideOut(file, key, where) {
  const normal = path.posix.normalize(file.replaceAll("\\", "/"));
  if (path.isAbsolute(normal) || normal.startsWith("../") || normal === "..") {
    throw new Error(`${where}: "${key}" must stay inside the output folder, got "${file}"`);
  }
  return normal;
}

/**
 * The file on disk of a card's photo, given as the site's address of it ("/photos/x.jpg").
 * @param {unknown} photo @param {string} outDir @param {string} where
 */
function photoFileOf(photo, outDir, where) {
  if (photo === undefined) return undefined;
  if (!nonEmptyString(photo) || !photo.startsWith("/")) {
    throw new Error(
      `${where}: "photo" must be the photo's address on the site, e.g. "/photos/x.jpg"`,
    );
  }
  const file = path.join(outDir, insideOut(photo.slice(1), "photo", where));
  if (!existsSync(file)) {
    throw new Error(`${where}: its photo ${photo} is not in the export`);
  }
  return file;
}

/**
 * Renders every entry and writes it under outDir, creating folders as needed.
 * All entries are checked before anything is rendered, so a bad manifest writes nothing.
 * An entry's `photo` is read from outDir, where the export holds the photo pipeline's files.
 * @param {Array<{ file: string, title: string, eyebrow?: string, siteName: string, locale: string, photo?: string }>} entries
 * @param {string} outDir
 * @param {{ fontDir?: string, cacheDir?: string }} [options] cacheDir: cards drawn before, by
 *   what they are drawn from (scripts/build/social-card-cache.mjs); a card found there is not drawn
 * @returns {Promise<string[]>} the written paths, relative to outDir, in entry order
 */
export async function writeSocialImages(entries, outDir, options = {}) {
  if (!Array.isArray(entries)) throw new Error("Social images: entries must be an array");
  if (!nonEmptyString(outDir)) throw new Error("Social images: outDir must be a non-empty string");
  const checked = entries.map((entry, index) => {
    const where = `Social image entry ${index}${nonEmptyString(entry?.file) ? ` (${entry.file})` : ""}`;
    validateCard(entry, where);
    return {
      file: checkFile(entry.file, entry.photo, where),
      photoFile: photoFileOf(entry.photo, outDir, where),
    };
  });
  const files = checked.map(({ file }) => file);
  const duplicate = files.find((file, index) => files.indexOf(file) !== index);
  if (duplicate) throw new Error(`Social images: "${duplicate}" appears more than once`);

  const written = [];
  const backdrops = new Map();
  const cache = options.cacheDir ? socialCardCache(options.cacheDir) : undefined;
  for (const [index, entry] of entries.entries()) {
    const { file, photoFile } = checked[index];
    // What the card shows, and nothing of where it goes.
    const { title, eyebrow, siteName, locale } = entry;
    const drawn = { title, eyebrow, siteName, locale, fontDir: options.fontDir };
    let image = cache?.find(drawn, photoFile);
    if (!image) {
      image = await renderSocialImage({ ...entry, photoFile }, { ...options, backdrops });
      cache?.keep(drawn, photoFile, image);
    }
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, image);
    written.push(file);
  }
  return written;
}

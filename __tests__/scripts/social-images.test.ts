/**
 * @jest-environment node
 */
// The script is the ES module the build runs; Jest's transform loads it, so each case draws in
// this process instead of starting Node and the card's WebAssembly again (seconds a case).
import { Buffer } from "node:buffer";
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { writeSocialImages } from "../../scripts/build/social-images.mjs";

// The card's size (scripts/build/social-images.mjs).
const [WIDTH, HEIGHT] = [1200, 630];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const card = { eyebrow: "Painting in Ottawa & Gatineau", siteName: "Northbrush Painting Co." };

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(tmpdir(), "social-images-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The step on `entries`, writing into `<dir>/out`, as a command line would: status 0 when it
 * wrote them, 1 with the error's words as stderr when it refused them.
 */
async function run(entries: unknown, options: { fontDir?: string; cacheDir?: string } = {}) {
  const out = path.join(dir, "out");
  try {
    await writeSocialImages(entries, out, options);
    return { status: 0, stderr: "", out };
  } catch (error) {
    return { status: 1, stderr: (error as Error).message, out };
  }
}

function pngSize(file: Buffer) {
  // IHDR is always the first chunk: length (4), type (4), then width and height.
  expect(file.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

test("writes 1200×630 PNG files for English and French titles, one per entry", async () => {
  const { status, stderr, out } = await run([
    { ...card, file: "og/en/about.png", title: "About our painters", locale: "en" },
    { ...card, file: "og/en/services.png", title: "Interior painting services", locale: "en" },
    {
      ...card,
      file: "og/fr/peinture.png",
      title: "Peinture résidentielle à Gatineau — Qualité",
      eyebrow: "Peinture à Ottawa et Gatineau",
      locale: "fr",
    },
  ]);

  expect(stderr).toBe("");
  expect(status).toBe(0);
  const read = (file: string) => fs.readFileSync(path.join(out, file));
  const about = read("og/en/about.png");
  const services = read("og/en/services.png");
  const french = read("og/fr/peinture.png");
  for (const file of [about, services, french]) {
    expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
  }
  expect(about.equals(services)).toBe(false);
}, 60_000);

test("rejects an entry without a title, naming the entry, and writes nothing", async () => {
  const { status, stderr, out } = await run([
    { ...card, file: "og/en/home.png", title: "Home", locale: "en" },
    { ...card, file: "og/fr/accueil.png", title: "  ", locale: "fr" },
  ]);

  expect(status).toBe(1);
  expect(stderr).toContain(
    'Social image entry 1 (og/fr/accueil.png): "title" must be a non-empty string',
  );
  expect(fs.existsSync(out)).toBe(false);
}, 60_000);

test("refuses a file path that would leave the output folder", async () => {
  const { status, stderr } = await run([
    { ...card, file: "../escape.png", title: "Home", locale: "en" },
  ]);

  expect(status).toBe(1);
  expect(stderr).toContain('"file" must stay inside the output folder');
  expect(fs.existsSync(path.join(dir, "escape.png"))).toBe(false);
}, 60_000);

test("fails clearly when a font file is missing", async () => {
  const emptyFonts = path.join(dir, "no-fonts");
  const { status, stderr } = await run(
    [{ ...card, file: "og/en/home.png", title: "Home", locale: "en" }],
    { fontDir: emptyFonts },
  );

  expect(status).toBe(1);
  expect(stderr).toMatch(
    /Social image font missing: inter-latin(-ext)?-\d+-normal\.woff not found/,
  );
}, 60_000);

test("never cuts a card's text: a line above the title too long for the card fails, naming it", async () => {
  const eyebrow =
    "Residential, commercial, industrial and institutional painting in Ottawa, Gatineau and the whole Outaouais";
  const { status, stderr, out } = await run([
    { ...card, eyebrow, file: "og/en/home.png", title: "Home", locale: "en" },
  ]);
  expect(status).toBe(1);
  expect(stderr).toContain('Social image "Home": the line above the title');
  expect(stderr).toContain("does not fit in 1 line(s)");
  expect(fs.existsSync(path.join(out, "og/en/home.png"))).toBe(false);
}, 60_000);

test("never cuts a card's text: a title too long for three lines fails, naming it", async () => {
  const title = Array.from({ length: 12 }, () => "Interior and exterior painting").join(" ");
  const { status, stderr } = await run([{ ...card, file: "og/en/long.png", title, locale: "en" }]);
  expect(status).toBe(1);
  expect(stderr).toContain("the title does not fit in 3 line(s) even at 48 px");
}, 60_000);

/** The mean colour of a region of an image file, as [r, g, b]. */
async function meanColour(
  file: string | Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  // stats() reads the input as it is: the region is cut out first.
  const cut = await sharp(file).extract(region).png().toBuffer();
  const { channels } = await sharp(cut).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}
const distance = (a: number[], b: number[]) =>
  Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));

/** A photo as the pipeline leaves it in the export: top half ochre, bottom half teal, 3:2. */
async function exportedPhoto(name: string) {
  const file = path.join(dir, "out", "photos", name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const half = (background: string) =>
    sharp({ create: { width: 1920, height: 640, channels: 3, background } })
      .png()
      .toBuffer();
  await sharp({ create: { width: 1920, height: 1280, channels: 3, background: "#000" } })
    .composite([
      { input: await half("#c8962e"), top: 0, left: 0 },
      { input: await half("#2e8c8a"), top: 640, left: 0 },
    ])
    .jpeg()
    .toFile(file);
  return file;
}

test("draws a page's photo card from its photo: a 1200×630 JPEG, the photo as it is on the right, the words on a veil on the left", async () => {
  const photo = await exportedPhoto("hallway.jpg");
  const { status, stderr, out } = await run([
    {
      ...card,
      file: "og/en/about.jpg",
      photo: "/photos/hallway.jpg",
      title: "About us",
      locale: "en",
    },
    {
      ...card,
      file: "og/fr/a-propos.jpg",
      photo: "/photos/hallway.jpg",
      // A long title, as French makes them (no-break spaces after short words): the photo
      // card's narrower column takes it on four lines.
      title:
        "Rez-de-chaussée et cage d’escalier d’une maison des\u00a0années 1920 dans le\u00a0Glebe",
      eyebrow: "Peinture à Ottawa et Gatineau",
      locale: "fr",
    },
  ]);
  expect(stderr).toBe("");
  expect(status).toBe(0);
  // The photo, cropped about its centre to the card's shape (1200 × 800 → 630 rows).
  const expected = await sharp(photo).resize(1200, 630, { fit: "cover" }).png().toBuffer();
  const right = { left: 1080, top: 40, width: 100, height: 200 };
  const lowRight = { left: 1080, top: 400, width: 100, height: 200 };
  const left = { left: 20, top: 40, width: 40, height: 200 };
  for (const name of ["og/en/about.jpg", "og/fr/a-propos.jpg"]) {
    const file = path.join(out, name);
    const meta = await sharp(file).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
    // Both halves of the photo show through on the right, each in its own colour.
    for (const region of [right, lowRight]) {
      expect(
        distance(await meanColour(file, region), await meanColour(expected, region)),
      ).toBeLessThan(6);
    }
    // On the left the words stand on the brand's navy, darker than the photo below it.
    const [r, g, b] = await meanColour(file, left);
    const [pr, pg, pb] = await meanColour(expected, left);
    expect(r! + g! + b!).toBeLessThan((pr! + pg! + pb!) / 2);
    expect(b!).toBeGreaterThan(r!);
  }
  // Each language's card has its own words.
  const read = (name: string) => fs.readFileSync(path.join(out, name));
  expect(read("og/en/about.jpg").equals(read("og/fr/a-propos.jpg"))).toBe(false);
}, 60_000);

test("refuses a photo card whose photo is not in the export, naming the card and the photo, and writes nothing", async () => {
  const { status, stderr, out } = await run([
    { ...card, file: "og/en/home.png", title: "Home", locale: "en" },
    {
      ...card,
      file: "og/en/about.jpg",
      photo: "/photos/missing.jpg",
      title: "About",
      locale: "en",
    },
  ]);
  expect(status).toBe(1);
  expect(stderr).toContain(
    "Social image entry 1 (og/en/about.jpg): its photo /photos/missing.jpg is not in the export",
  );
  expect(fs.existsSync(path.join(out, "og"))).toBe(false);
}, 60_000);

test("a photo card is a JPEG and a card of words a PNG: a mismatched file name fails", async () => {
  await exportedPhoto("hallway.jpg");
  const photoAsPng = await run([
    {
      ...card,
      file: "og/en/about.png",
      photo: "/photos/hallway.jpg",
      title: "About",
      locale: "en",
    },
  ]);
  expect(photoAsPng.status).toBe(1);
  expect(photoAsPng.stderr).toContain('"file" must be a relative path ending in .jpg');
  const wordsAsJpeg = await run([
    { ...card, file: "og/en/about.jpg", title: "About", locale: "en" },
  ]);
  expect(wordsAsJpeg.status).toBe(1);
  expect(wordsAsJpeg.stderr).toContain('"file" must be a relative path ending in .png');
}, 60_000);

test("with a cache folder, a card drawn before is taken from it, and a card whose words or photo changed is drawn again", async () => {
  await exportedPhoto("hallway.jpg");
  const cache = path.join(dir, "cache");
  const entries = [
    { ...card, file: "og/en/about.png", title: "About our painters", locale: "en" },
    {
      ...card,
      file: "og/en/hallway.jpg",
      photo: "/photos/hallway.jpg",
      title: "A hallway",
      locale: "en",
    },
  ];
  const first = await run(entries, { cacheDir: cache });
  expect(first.stderr).toBe("");
  expect(first.status).toBe(0);
  const kept = () => fs.readdirSync(cache).sort();
  expect(kept()).toHaveLength(2);

  // Each kept card replaced by a plain stand-in of its format: a build that takes its cards
  // from the cache writes the stand-ins, one that draws them does not.
  const standIn = async (format: "png" | "jpeg") =>
    sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#ff00ff" } })
      [format]()
      .toBuffer();
  const standIns = new Map<string, Buffer>();
  for (const name of kept()) {
    const image = await standIn(name.endsWith(".png") ? "png" : "jpeg");
    fs.writeFileSync(path.join(cache, name), image);
    standIns.set(name, image);
  }
  const isStandIn = (file: string) =>
    [...standIns.values()].some((image) =>
      image.equals(fs.readFileSync(path.join(dir, "out", file))),
    );

  fs.rmSync(path.join(dir, "out", "og"), { recursive: true });
  expect((await run(entries, { cacheDir: cache })).status).toBe(0);
  expect(isStandIn("og/en/about.png")).toBe(true);
  expect(isStandIn("og/en/hallway.jpg")).toBe(true);

  // New words: the text card is drawn again; a new photo under the same name: so is the photo card.
  await sharp({ create: { width: 1920, height: 1280, channels: 3, background: "#2e8c8a" } })
    .jpeg()
    .toFile(path.join(dir, "out", "photos", "hallway.jpg"));
  const changed = [{ ...entries[0]!, title: "About our crew" }, entries[1]!];
  expect((await run(changed, { cacheDir: cache })).status).toBe(0);
  expect(isStandIn("og/en/about.png")).toBe(false);
  expect(isStandIn("og/en/hallway.jpg")).toBe(false);
  expect(pngSize(fs.readFileSync(path.join(dir, "out", "og/en/about.png")))).toEqual({
    width: WIDTH,
    height: HEIGHT,
  });
  expect(kept()).toHaveLength(4);
}, 60_000);

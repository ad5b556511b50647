// The photo pipeline (scripts/photos/photos.mjs) on generated camera-like photos: it is an ES module
// run by plain Node before every build, so these tests run it the same way, on scratch folders.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { cameraPhoto, FIXTURE_MAKE, hasGps } from "../support/camera-photo.mjs";

const script = path.join(__dirname, "..", "..", "scripts", "photos", "photos.mjs");
// Encoding a 12-megapixel photo at six widths in two formats takes seconds, not milliseconds.
jest.setTimeout(60_000);
let dir: string;
const content = () => path.join(dir, "content");
const photo = (name: string) => path.join(content(), "photos", name);

type Manifest = {
  photos: Record<
    string,
    { width: number; height: number; variants: { width: number; avif: string; webp: string }[] }
  >;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "photos-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeEach(() => {
  rmSync(content(), { recursive: true, force: true });
  mkdirSync(path.join(content(), "photos"), { recursive: true });
  mkdirSync(path.join(content(), "projects"), { recursive: true });
});

function project(name: string, srcs: string[]) {
  const photos = srcs.map((src) => `  - { src: ${src} }`).join("\n");
  writeFileSync(
    path.join(content(), "projects", name),
    `---\ntitle: Kitchen\nphotos:\n${photos}\n---\nStory.\n`,
  );
}

function run() {
  return spawnSync(
    process.execPath,
    [
      script,
      "--out",
      path.join(dir, "public"),
      "--cache",
      path.join(dir, "cache"),
      "--manifest",
      path.join(dir, "manifest.json"),
    ],
    { encoding: "utf8", env: { ...process.env, CONTENT_DIR: content() } },
  );
}

const manifest = (): Manifest => JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
const served = (src: string) => path.join(dir, "public", src.replace(/^\/photos\//, ""));

/** The srcset candidate a browser takes for `sizes="100vw"`: the smallest at least that wide. */
const pick = (widths: number[], cssPixels: number, dpr: number) =>
  [...widths].sort((a, b) => a - b).find((w) => w >= cssPixels * dpr) ?? Math.max(...widths);

describe("scripts/photos/photos.mjs", () => {
  it("serves a camera photo at every width, small enough for a phone, without its GPS", async () => {
    await cameraPhoto(photo("kitchen-before.jpg"));
    expect(statSync(photo("kitchen-before.jpg")).size).toBeGreaterThan(3_000_000);
    expect(hasGps((await sharp(photo("kitchen-before.jpg")).metadata()).exif)).toBe(true);
    project("kitchen.en.md", ["/photos/kitchen-before.jpg"]);

    const result = run();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);

    const entry = manifest().photos["/photos/kitchen-before.jpg"]!;
    expect(entry).toMatchObject({ width: 4032, height: 3024 });
    const widths = entry.variants.map((variant) => variant.width);
    expect(widths).toEqual([256, 384, 640, 960, 1280, 1920]);
    const files = entry.variants.flatMap((variant) => [variant.avif, variant.webp]);
    expect(new Set(files).size).toBe(files.length);

    for (const variant of entry.variants) {
      for (const file of [variant.avif, variant.webp]) {
        const meta = await sharp(served(file)).metadata();
        expect(meta.width).toBe(variant.width);
        expect(meta.exif).toBeUndefined();
        expect(readFileSync(served(file)).includes(FIXTURE_MAKE)).toBe(false);
      }
    }
    // At its own address, what the content writes, a copy without the metadata.
    expect(entry).toMatchObject({ file: "/photos/kitchen-before.jpg" });
    const copy = await sharp(served("/photos/kitchen-before.jpg")).metadata();
    expect(copy).toMatchObject({ format: "jpeg", width: 1920, height: 1440 });
    expect(copy.exif).toBeUndefined();
    expect(readFileSync(served("/photos/kitchen-before.jpg")).includes(FIXTURE_MAKE)).toBe(false);

    // A 390 px phone at DPR 3 showing the photo full width.
    const chosen = entry.variants.find((variant) => variant.width === pick(widths, 390, 3))!;
    expect(chosen.width).toBe(1280);
    expect(statSync(served(chosen.avif)).size).toBeLessThanOrEqual(150_000);
    expect(statSync(served(chosen.webp)).size).toBeLessThanOrEqual(150_000);

    // A rebuild with no new photo encodes nothing.
    const again = run();
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("0 newly encoded");
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    await cameraPhoto(photo("stairs.jpg"), { width: 1600, height: 1200, orientation: 6 });
    project("stairs.en.md", ["/photos/stairs.jpg"]);
    expect(run().status).toBe(0);
    const entry = manifest().photos["/photos/stairs.jpg"]!;
    expect(entry).toMatchObject({ width: 1200, height: 1600 });
    const largest = entry.variants.at(-1)!;
    expect(largest.width).toBe(1200);
    expect(await sharp(served(largest.webp)).metadata()).toMatchObject({
      width: 1200,
      height: 1600,
    });
  });

  it("refuses HEIC, non-images, huge files, small photos and missing files, naming file and entry", async () => {
    writeFileSync(photo("IMG_2041.HEIC"), Buffer.from("....ftypheic....."));
    writeFileSync(photo("notes.jpg"), "not a photo at all");
    writeFileSync(photo("huge.jpg"), Buffer.alloc(26 * 1024 * 1024));
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#888" } })
      .jpeg()
      .toFile(photo("small.jpg"));
    project("deck.en.md", [
      "/photos/IMG_2041.HEIC",
      "/photos/small.jpg",
      "/photos/gone.jpg",
      "/photos/notes.jpg",
      "/photos/huge.jpg",
    ]);

    const result = run();
    expect(result.status).toBe(1);
    const label = path
      .relative(path.join(__dirname, "..", ".."), content())
      .split(path.sep)
      .join("/");
    expect(result.stderr).toContain(
      `${label}/photos/IMG_2041.HEIC (used by ${label}/projects/deck.en.md photos[0].src): HEIC/HEIF photos cannot be shown on the web`,
    );
    expect(result.stderr).toContain(
      `${label}/photos/notes.jpg (used by ${label}/projects/deck.en.md photos[3].src): not a photo`,
    );
    expect(result.stderr).toContain(
      `${label}/photos/huge.jpg (used by ${label}/projects/deck.en.md photos[4].src): 26.0 MB is over the 25 MB limit`,
    );
    expect(result.stderr).toContain(
      `${label}/photos/small.jpg (used by ${label}/projects/deck.en.md photos[1].src): 800 px wide is too small`,
    );
    expect(result.stderr).toContain(
      `${label}/projects/deck.en.md photos[2].src: /photos/gone.jpg is not in ${label}/photos/`,
    );
    expect(existsSync(path.join(dir, "public", "small.jpg"))).toBe(false);
  });

  it("keeps going while npm run dev runs: a refused photo is named, the others still published, nothing served removed", async () => {
    await cameraPhoto(photo("kitchen-after.jpg"), { width: 1600, height: 1200 });
    writeFileSync(photo("notes.jpg"), "Colours for the hallway, not a photo.\n");
    project("kitchen.en.md", ["/photos/kitchen-after.jpg", "/photos/notes.jpg"]);
    mkdirSync(path.join(dir, "public"), { recursive: true });
    writeFileSync(path.join(dir, "public", "on-a-page-already.webp"), "");
    // As scripts/dev/dev.mjs calls it, each time content/ changes.
    const call = `
      import { buildPhotos } from ${JSON.stringify(pathToFileURL(script).href)};
      const result = await buildPhotos({
        outDir: ${JSON.stringify(path.join(dir, "public"))},
        cacheDir: ${JSON.stringify(path.join(dir, "cache"))},
        manifest: ${JSON.stringify(path.join(dir, "manifest.json"))},
        keepGoing: true,
      });
      console.log(JSON.stringify(result.problems));`;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", call], {
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: content() },
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([
      expect.stringMatching(/photos\/notes\.jpg \(used by .*\): not a photo/),
    ]);
    expect(Object.keys(manifest().photos)).toEqual(["/photos/kitchen-after.jpg"]);
    expect(existsSync(path.join(dir, "public", "on-a-page-already.webp"))).toBe(true);
  });

  it("leaves a photo no content uses out, with a warning, even one it would refuse", async () => {
    await cameraPhoto(photo("kitchen-after.jpg"), { width: 1600, height: 1200 });
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#888" } })
      .jpeg()
      .toFile(photo("too-small-and-unused.jpg"));
    project("kitchen.en.md", ["/photos/kitchen-after.jpg"]);

    const result = run();
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      "not used by any entry, so not published (delete them from the media library if they are not needed)",
    );
    expect(result.stderr).toContain("photos/too-small-and-unused.jpg");
    expect(Object.keys(manifest().photos)).toEqual(["/photos/kitchen-after.jpg"]);
    expect(existsSync(served("/photos/too-small-and-unused.jpg"))).toBe(false);
  });
});

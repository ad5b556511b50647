import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cameraPhoto } from "../support/camera-photo.mjs";
import { expect, test } from "./support/fixtures";

/*
 * What a phone downloads for an uploaded photo: the photo pipeline's files for a generated
 * 12-megapixel camera photo, shown full width by the same <picture> markup the site writes
 * (components/uploaded-picture.tsx), in Chromium on a 390 px screen at DPR 3.
 */

const root = path.join(__dirname, "..", "..");
const ORIGIN = "http://127.0.0.1:9";
let dir: string;

type Variant = { width: number; avif: string; webp: string };

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "uploaded-photos-"));
  mkdirSync(path.join(dir, "content", "photos"), { recursive: true });
  await cameraPhoto(path.join(dir, "content", "photos", "hallway.jpg"));
  // The pipeline publishes only the photos the content uses.
  writeFileSync(
    path.join(dir, "content", "gallery-photos.yml"),
    "en:\n  items:\n    - photo: { src: /photos/hallway.jpg, alt: Hallway }\n",
  );
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "scripts", "photos", "photos.mjs"),
      ...["--out", path.join(dir, "public")],
      ...["--cache", path.join(dir, "cache")],
      ...["--manifest", path.join(dir, "manifest.json")],
    ],
    { encoding: "utf8", env: { ...process.env, CONTENT_DIR: path.join(dir, "content") } },
  );
  expect(result.stderr).toBe("");
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a 390 px phone at DPR 3 downloads one file of at most 150 kB for a full-width photo", async ({
  browser,
}) => {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
  const variants: Variant[] = manifest.photos["/photos/hallway.jpg"].variants;
  const srcset = (format: "avif" | "webp") =>
    variants.map((variant) => `${ORIGIN}${variant[format]} ${variant.width}w`).join(", ");
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  const downloads: { url: string; bytes: number }[] = [];
  await page.route(`${ORIGIN}/photos/*`, async (route) => {
    const file = path.join(dir, "public", path.basename(new URL(route.request().url()).pathname));
    const body = readFileSync(file);
    downloads.push({ url: route.request().url(), bytes: body.length });
    await route.fulfill({
      body,
      contentType: file.endsWith(".avif") ? "image/avif" : "image/webp",
    });
  });
  await page.setContent(
    `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0">
    <picture><source type="image/avif" srcset="${srcset("avif")}" sizes="100vw">
    <img src="${ORIGIN}${variants.at(-1)!.webp}" srcset="${srcset("webp")}" sizes="100vw"
      width="4032" height="3024" alt="Hallway" style="width:100%;height:auto"></picture>`,
  );
  await expect(page.getByRole("img", { name: "Hallway" })).toHaveJSProperty("complete", true);
  expect(downloads).toHaveLength(1);
  // 390 × 3 = 1170 device pixels: the 1280 px file, in AVIF.
  expect(downloads[0]!.url).toMatch(/\.1280\.avif$/);
  expect(downloads[0]!.bytes).toBeLessThanOrEqual(150_000);
  await context.close();
});

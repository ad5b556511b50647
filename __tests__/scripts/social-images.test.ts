// The script is an ES module run by plain Node at build time; Jest's CommonJS
// transform cannot load it, so these tests drive its CLI as the build does.
import { Buffer } from "node:buffer";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.join(__dirname, "..", "..", "scripts", "social-images.mjs");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const card = { eyebrow: "Painting in Ottawa & Gatineau", siteName: "Northbrush Painting Co." };

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "social-images-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(entries: unknown, extraArgs: string[] = []) {
  const manifest = path.join(dir, "manifest.json");
  writeFileSync(manifest, JSON.stringify(entries));
  const out = path.join(dir, "out");
  const result = spawnSync(
    process.execPath,
    [script, "--manifest", manifest, "--out", out, ...extraArgs],
    { encoding: "utf8" },
  );
  return { ...result, out };
}

function pngSize(file: Buffer) {
  // IHDR is always the first chunk: length (4), type (4), then width and height.
  expect(file.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

test("writes 1200×630 PNG files for English and French titles, one per entry", () => {
  const { status, stderr, out } = run([
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
  const read = (file: string) => readFileSync(path.join(out, file));
  const about = read("og/en/about.png");
  const services = read("og/en/services.png");
  const french = read("og/fr/peinture.png");
  for (const file of [about, services, french]) {
    expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
  }
  expect(about.equals(services)).toBe(false);
}, 60_000);

test("rejects an entry without a title, naming the entry, and writes nothing", () => {
  const { status, stderr, out } = run([
    { ...card, file: "og/en/home.png", title: "Home", locale: "en" },
    { ...card, file: "og/fr/accueil.png", title: "  ", locale: "fr" },
  ]);

  expect(status).toBe(1);
  expect(stderr).toContain(
    'Social image entry 1 (og/fr/accueil.png): "title" must be a non-empty string',
  );
  expect(existsSync(out)).toBe(false);
}, 60_000);

test("refuses a file path that would leave the output folder", () => {
  const { status, stderr } = run([{ ...card, file: "../escape.png", title: "Home", locale: "en" }]);

  expect(status).toBe(1);
  expect(stderr).toContain('"file" must stay inside the output folder');
  expect(existsSync(path.join(dir, "escape.png"))).toBe(false);
}, 60_000);

test("fails clearly when a font file is missing", () => {
  const emptyFonts = path.join(dir, "no-fonts");
  const { status, stderr } = run(
    [{ ...card, file: "og/en/home.png", title: "Home", locale: "en" }],
    ["--font-dir", emptyFonts],
  );

  expect(status).toBe(1);
  expect(stderr).toMatch(
    /Social image font missing: inter-latin(-ext)?-\d+-normal\.woff not found/,
  );
}, 60_000);

test("explains its usage when an argument is missing", () => {
  const result = spawnSync(process.execPath, [script, "--manifest"], { encoding: "utf8" });

  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Usage: node scripts/social-images.mjs --manifest");
}, 60_000);

test("never cuts a card's text: a line above the title too long for the card fails, naming it", () => {
  const eyebrow =
    "Residential, commercial, industrial and institutional painting in Ottawa, Gatineau and the whole Outaouais";
  const { status, stderr, out } = run([
    { ...card, eyebrow, file: "og/en/home.png", title: "Home", locale: "en" },
  ]);
  expect(status).toBe(1);
  expect(stderr).toContain('Social image "Home": the line above the title');
  expect(stderr).toContain("does not fit in 1 line(s)");
  expect(existsSync(path.join(out, "og/en/home.png"))).toBe(false);
}, 60_000);

test("never cuts a card's text: a title too long for three lines fails, naming it", () => {
  const title = Array.from({ length: 12 }, () => "Interior and exterior painting").join(" ");
  const { status, stderr } = run([{ ...card, file: "og/en/long.png", title, locale: "en" }]);
  expect(status).toBe(1);
  expect(stderr).toContain("the title does not fit in 3 line(s) even at 48 px");
}, 60_000);

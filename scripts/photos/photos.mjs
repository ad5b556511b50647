// The photo pipeline for what the team uploads (run before dev, build, typecheck and the unit
// tests). The CMS puts uploads in content/photos/ and writes "/photos/<file>" in the content.
// Originals are never served: each becomes AVIF and WebP at the widths the pages ask for, plus a
// metadata-free copy at its own address, in public/photos/ (not in Git); .cache/photos/manifest.json
// gives the site their sizes and names. Only photos the content uses are encoded (an unused one
// gets a warning). Refused, naming the entries that use it: HEIC/HEIF, non-images, over 25 MB,
// narrower than 1200 px, and "/photos/…" values with no file. CONTENT_DIR: the folder to read.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PUBLIC_PREFIX, photoReferences } from "./references.mjs";
import { PhotoError, photoVariants } from "./variants.mjs";
import { root, contentFolder } from "../build/repo-paths.mjs";

export const MANIFEST = path.join(root, ".cache", "photos", "manifest.json");

/** The widths next/image asks for (next.config.ts reads the same file). */
const imageWidths = () => {
  const { deviceSizes, imageSizes } = JSON.parse(
    fs.readFileSync(path.join(root, "lib", "photos", "image-widths.json"), "utf8"),
  );
  return [...imageSizes, ...deviceSizes].sort((a, b) => a - b);
};

/** @param {string} name */
const stemOf = (name) =>
  path
    .basename(name, path.extname(name))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "photo";

/**
 * `keepGoing` is for the running dev server: the served files are kept while they are made again,
 * and a refused photo is returned in `problems` while every other one is still published.
 */
export async function buildPhotos({
  contentDir = contentFolder(),
  outDir = path.join(root, "public", "photos"),
  cacheDir = path.join(root, ".cache", "photos", "variants"),
  manifest = MANIFEST,
  keepGoing = false,
} = {}) {
  const started = performance.now();
  const label = path.relative(root, contentDir).split(path.sep).join("/") || "content";
  const mediaDir = path.join(contentDir, "photos");
  const uses = photoReferences(contentDir, label);
  const files = fs.existsSync(mediaDir)
    ? fs.readdirSync(mediaDir).filter((name) => !name.startsWith("."))
    : [];
  const problems = [];
  for (const [src, where] of uses) {
    if (!files.includes(src.slice(PUBLIC_PREFIX.length))) {
      problems.push(`${where.join(", ")}: ${src} is not in ${label}/photos/`);
    }
  }

  if (!keepGoing) fs.rmSync(outDir, { recursive: true, force: true });
  /** @type {Record<string, unknown>} */
  const photos = {};
  let encoded = 0;
  const unused = [];
  for (const name of files.sort()) {
    const src = `${PUBLIC_PREFIX}${name}`;
    const used = uses.get(src);
    if (!used) {
      unused.push(name);
      continue;
    }
    try {
      const result = await photoVariants(path.join(mediaDir, name), {
        outDir,
        cacheDir,
        widths: imageWidths(),
        stem: stemOf(name),
        name,
      });
      if (result.encoded) encoded += 1;
      photos[src] = {
        width: result.width,
        height: result.height,
        file: src,
        variants: result.variants.map((variant) => ({
          width: variant.width,
          avif: `${PUBLIC_PREFIX}${variant.avif}`,
          webp: `${PUBLIC_PREFIX}${variant.webp}`,
        })),
      };
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      problems.push(`${label}/photos/${name} (used by ${used.join(", ")}): ${error.message}`);
    }
  }
  if (problems.length && !keepGoing) throw new PhotoError(problems.join("\n"));
  fs.mkdirSync(path.dirname(manifest), { recursive: true });
  // Whole or not at all: the dev server may read it at any moment.
  fs.writeFileSync(
    `${manifest}.partial`,
    `${JSON.stringify({ contentDir: label, photos }, null, 2)}\n`,
  );
  fs.renameSync(`${manifest}.partial`, manifest);
  return {
    problems,
    count: Object.keys(photos).length,
    encoded,
    unused: unused.map((name) => `${label}/photos/${name}`),
    seconds: (performance.now() - started) / 1000,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --out, --cache and --manifest move the pipeline's files (the tests use scratch folders).
  const { values } = parseArgs({
    options: { out: { type: "string" }, cache: { type: "string" }, manifest: { type: "string" } },
  });
  buildPhotos({
    ...(values.out && { outDir: path.resolve(values.out) }),
    ...(values.cache && { cacheDir: path.resolve(values.cache) }),
    ...(values.manifest && { manifest: path.resolve(values.manifest) }),
  }).then(
    ({ count, encoded, unused, seconds }) => {
      console.log(
        `Photos: ${count} uploaded photo(s) ready, ${encoded} newly encoded (${seconds.toFixed(1)} s).`,
      );
      if (unused.length) {
        console.warn(
          `Photos: not used by any entry, so not published (delete them from the media library if they are not needed): ${unused.join(", ")}`,
        );
      }
    },
    (error) => {
      console.error(
        error instanceof PhotoError ? `Photos refused:\n${error.message}` : error.stack,
      );
      process.exit(1);
    },
  );
}

// A folder of drawn social cards, by what they are drawn from, so that a build draws only the
// cards whose words or photo changed: a card takes a tenth of a second or more, and most are the
// same from one build to the next. Kept in Next's own cache (<distDir>/cache/social-cards), which
// hosts that keep Next's cache between builds keep too.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// Read from the folder, not required: some of these packages export no package.json.
/** @param {string} name */
const versionOf = (name) =>
  JSON.parse(
    readFileSync(path.join(here, "..", "..", "node_modules", name, "package.json"), "utf8"),
  ).version;

/**
 * What every card depends on besides its own entry: the drawing code (this folder's module
 * that draws them, read whole, so any change to it draws every card again) and the versions
 * of the libraries and fonts it draws with.
 */
function drawingKey() {
  const drawer = readFileSync(path.join(here, "social-images.mjs"));
  const versions = ["satori", "@resvg/resvg-wasm", "sharp", "@fontsource/inter"].map(
    (name) => `${name}@${versionOf(name)}`,
  );
  return createHash("sha256").update(drawer).update(versions.join(",")).digest("hex");
}

/**
 * @param {string} dir the cache folder (created when a card is first kept)
 * @returns {{ find(entry: object, photoFile?: string): Buffer | undefined,
 *   keep(entry: object, photoFile: string | undefined, image: Buffer): void }}
 */
export function socialCardCache(dir) {
  const drawing = drawingKey();
  /** @param {object} entry @param {string} [photoFile] */
  const fileOf = (entry, photoFile) => {
    const hash = createHash("sha256").update(drawing).update(JSON.stringify(entry));
    // The photo by its bytes: a photo replaced under the same name draws its card again.
    if (photoFile) hash.update(readFileSync(photoFile));
    return path.join(dir, `${hash.digest("hex")}${photoFile ? ".jpg" : ".png"}`);
  };
  return {
    find(entry, photoFile) {
      const file = fileOf(entry, photoFile);
      return existsSync(file) ? readFileSync(file) : undefined;
    },
    keep(entry, photoFile, image) {
      const file = fileOf(entry, photoFile);
      mkdirSync(dir, { recursive: true });
      // Written beside, then renamed: a build stopped halfway never leaves half a card.
      writeFileSync(`${file}.partial`, image);
      renameSync(`${file}.partial`, file);
    },
  };
}

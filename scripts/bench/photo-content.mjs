// The benchmark's real-photo mode: a copy of the content in which every stock photo is replaced
// by a camera-size photo of the team's own kind (scripts/bench/stock-photo.mjs), taken through
// the site's own photo import (scripts/photos/photos-import.mjs) from a stand-in for the stock host on
// loopback, so the build's photo pipeline makes its AVIF and WebP files like any upload's.
// Nothing leaves the machine, and the working copy's content is never touched.
import { createHash } from "node:crypto";
import { cpSync, createReadStream, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { importStockPhotos } from "../photos/photos-import.mjs";
import { stockPhoto } from "./stock-photo.mjs";

/**
 * A photo's seed, from its address on the stock host: the same photo on every run.
 * @param {string} pathname
 */
const seedOf = (pathname) => createHash("sha256").update(pathname).digest().readUInt32BE(0);

/**
 * The stand-in stock host: every photo address answers with its own generated photo.
 * @param {string} cacheDir
 */
function standIn(cacheDir) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://stand-in");
    stockPhoto(seedOf(pathname), cacheDir).then(
      (file) => {
        response.writeHead(200, { "content-type": "image/jpeg" });
        createReadStream(file).pipe(response);
      },
      (error) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    // Loopback only, on a port the system picks: it lives for the import alone.
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

/**
 * Copies `contentDir` to `dir` (replacing it) with every stock photo imported as an upload.
 * Returns how many photos were replaced.
 * @param {string} contentDir
 * @param {string} dir
 * @param {string} cacheDir where the generated photos are kept between runs
 */
export async function realPhotoContent(contentDir, dir, cacheDir) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(contentDir, dir, { recursive: true });
  const { server, origin } = await standIn(path.resolve(cacheDir));
  try {
    const imported = await importStockPhotos({ contentDir: dir, mirror: origin });
    if (imported.length === 0) throw new Error(`${contentDir} has no stock photo to replace`);
    return imported.length;
  } finally {
    server.close();
  }
}

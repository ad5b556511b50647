// The benchmark's real-photo mode: a copy of the content in which every stock photo is replaced
// by a camera-size photo (scripts/bench/stock-photo.mjs), taken through the site's own photo
// import (scripts/photos/photos-import.mjs) from a stand-in for the stock host on loopback, so
// the build's photo pipeline makes its AVIF and WebP files like any upload's.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { cpSync, createReadStream, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { importStockPhotos } from "../photos/photos-import.mjs";
import { stockPhoto } from "./stock-photo.mjs";

/**
 * Copies `contentDir` to `dir` (replacing it) with every stock photo imported as an upload;
 * returns how many.
 * @param {string} contentDir
 * @param {string} dir
 * @param {string} cacheDir where the generated photos are kept between runs
 */
export async function realPhotoContent(contentDir, dir, cacheDir) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(contentDir, dir, { recursive: true });
  // Every photo address answers with its own generated photo, the same on every run.
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://stand-in");
    const seed = createHash("sha256").update(pathname).digest().readUInt32BE(0);
    stockPhoto(seed, path.resolve(cacheDir)).then(
      (file) =>
        createReadStream(file).pipe(response.writeHead(200, { "content-type": "image/jpeg" })),
      (error) => response.writeHead(500).end(String(error)),
    );
  });
  await once(server.listen(0, "127.0.0.1"), "listening");
  try {
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    const imported = await importStockPhotos({
      contentDir: dir,
      mirror: `http://127.0.0.1:${port}`,
    });
    if (imported.length === 0) throw new Error(`${contentDir} has no stock photo to replace`);
    return imported.length;
  } finally {
    server.close();
  }
}

// The home page's hero photo as the built site serves it, for the framework floor to show the
// same file: the <picture> whose <img> is fetched at high priority, its AVIF candidates (what
// Chromium picks), its `sizes`, and the files behind them in the export.
import { readFileSync } from "node:fs";
import path from "node:path";
import { elements, parseHtml } from "../build/post-build/html.mjs";
import { srcsetCandidates } from "./photo-budget.mjs";

/**
 * @typedef {{ src: string, srcSet: string, sizes: string, width: number, height: number, alt: string }} HeroImage
 * @typedef {{ img: HeroImage, files: { url: string, file: string }[] }} HeroPhoto
 */

/**
 * The hero photo of `html` when it is served by the site itself (an upload through the photo
 * pipeline), else null (a stock photo on another host, or no hero photo).
 * @param {string} html
 * @returns {HeroImage | null}
 */
export function heroImage(html) {
  for (const picture of elements(parseHtml(html))) {
    if (picture.tagName !== "picture") continue;
    const children = picture.children.filter((node) => node.type === "element");
    const img = children.find((el) => el.tagName === "img");
    const avif = children.find(
      (el) => el.tagName === "source" && el.properties.type === "image/avif",
    );
    if (!img || !avif || img.properties.fetchPriority !== "high") continue;
    const srcSet = String(avif.properties.srcSet ?? "");
    const src = String(img.properties.src ?? "");
    if (!src.startsWith("/") || srcsetCandidates(srcSet).length === 0) return null;
    return {
      src,
      srcSet,
      sizes: String(avif.properties.sizes ?? img.properties.sizes ?? ""),
      width: Number(img.properties.width),
      height: Number(img.properties.height),
      alt: String(img.properties.alt ?? ""),
    };
  }
  return null;
}

/**
 * The hero photo of the export in `siteOut` with its files, or null (see heroImage).
 * @param {string} siteOut
 * @returns {HeroPhoto | null}
 */
export function heroPhoto(siteOut) {
  const img = heroImage(readFileSync(path.join(siteOut, "index.html"), "utf8"));
  if (!img) return null;
  const urls = new Set([img.src, ...srcsetCandidates(img.srcSet).map(({ url }) => url)]);
  return {
    img,
    files: [...urls].map((url) => ({ url, file: path.join(siteOut, ...url.split("/")) })),
  };
}

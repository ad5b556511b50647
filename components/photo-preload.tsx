"use client";

import { preload } from "react-dom";

type PhotoPreloadProps = {
  /** A file of the photo, for browsers that do not read `imageSrcSet`. */
  href: string;
  srcSet: string;
  sizes: string;
  type: string;
};

/**
 * Announces the page's main upload in <head> at high priority, so the browser asks for it with
 * the stylesheet and the font instead of once it has laid the page out. A client component for
 * the reason components/eager-image.tsx gives: a preload made by a server component travels in
 * the page's data, and the router applies it when another page merely prefetches this one.
 */
export function PhotoPreload({ href, srcSet, sizes, type }: PhotoPreloadProps) {
  preload(href, {
    as: "image",
    type,
    imageSrcSet: srcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  });
  return null;
}

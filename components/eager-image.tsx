"use client";

import { preload } from "react-dom";

/**
 * The page's main photo, preloaded at high priority with its srcset (what `<Image preload>`
 * did). A client component on purpose: an eager <img> in a server component becomes a
 * preload hint in the page's data, which the router also applies when another page merely
 * prefetches this one, and the browser then warns of a preload it never used.
 */
export function EagerImage({ alt, ...props }: React.ComponentProps<"img"> & { alt: string }) {
  if (typeof props.src === "string") {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- attributes from next/image's getImageProps
  return <img alt={alt} {...props} />;
}

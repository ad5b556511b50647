"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { type GalleryViewerLabels } from "@/components/gallery/gallery-viewer";

import { largePhotoUrl } from "@/lib/photos/photo-url";
import { format } from "@/lib/locale/format";
import { type GalleryImage } from "@/lib/content";

// The viewer's code loads only when a visitor first opens a photo.
const GalleryViewer = dynamic(
  () => import("@/components/gallery/gallery-viewer").then((mod) => mod.GalleryViewer),
  { ssr: false },
);

type GalleryGridProps = {
  images: GalleryImage[];
  labels: GalleryViewerLabels & { open: string };
  /** One rendered photo per image, in the same order: drawn on the server, so no image code ships. */
  thumbnails: React.ReactNode[];
};

/** Each photo links to its large version, so it also works without JavaScript. */
export function GalleryGrid({ images, labels, thumbnails }: GalleryGridProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // The photo shown last: focus returns to its link, wherever the visitor stepped to.
  const lastIndex = useRef(0);

  const show = (index: number) => {
    lastIndex.current = index;
    setHasOpened(true);
    setOpenIndex(index);
  };

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.photo.file}>
            <figure className="group relative overflow-hidden rounded-card">
              <a
                ref={(element) => {
                  links.current[index] = element;
                }}
                href={largePhotoUrl(image.photo)}
                aria-label={format(labels.open, { caption: image.caption })}
                aria-haspopup="dialog"
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  show(index);
                }}
                className="block rounded-card focus-visible:outline-offset-4"
              >
                {thumbnails[index]}
              </a>
              {/* Shown on hover and keyboard focus, and always where there is no hover (touch). */}
              <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-900/90 to-transparent px-4 pt-10 pb-3 font-semibold text-white opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
                {image.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {hasOpened ? (
        <GalleryViewer
          images={images}
          index={openIndex}
          labels={labels}
          onIndexChange={show}
          onClose={() => setOpenIndex(null)}
          onClosed={() => links.current[lastIndex.current]?.focus()}
        />
      ) : null}
    </>
  );
}

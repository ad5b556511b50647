"use client";

import { Icon } from "@/components/icon";
import { Photo } from "@/components/photo";
import { buttonVariants } from "@/components/ui/button";
import * as Dialog from "@/components/ui/dialog";

import { cn, format } from "@/lib/site/utils";
import { type GalleryImage } from "@/lib/content";

export type GalleryViewerLabels = {
  dialogLabel: string;
  previous: string;
  next: string;
  close: string;
  position: string;
};

type GalleryViewerProps = {
  images: GalleryImage[];
  index: number | null;
  labels: GalleryViewerLabels;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called once the dialog has let go of focus: the place to focus the photo last shown. */
  onClosed: () => void;
};

const navButton = cn(
  buttonVariants({ variant: "ghost", size: "icon" }),
  "rounded-full bg-white/90 text-ink hover:bg-white",
);

export function GalleryViewer({
  images,
  index,
  labels,
  onIndexChange,
  onClose,
  onClosed,
}: GalleryViewerProps) {
  const isOpen = index !== null;
  const current = index ?? 0;
  const image = images[current];
  const step = (delta: number) => onIndexChange((current + delta + images.length) % images.length);

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Panel
        overlayClassName="bg-brand-900/90"
        onClosed={onClosed}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          if (event.key === "ArrowLeft") step(-1);
        }}
        className="inset-0 flex flex-col items-center justify-center bg-transparent p-4 sm:p-8"
      >
        {image ? (
          <figure className="flex max-h-full w-full max-w-5xl flex-col">
            <Photo
              key={image.photo.file}
              photo={image.photo}
              sizes="(min-width: 1024px) 1024px, 100vw"
              className="aspect-[4/3] max-h-[75vh] w-full rounded-card bg-brand-800"
              imageClassName="object-contain"
            />
            <figcaption className="mt-4 flex flex-wrap items-baseline justify-between gap-2 text-white">
              <Dialog.Title className="text-lg font-semibold">{image.caption}</Dialog.Title>
              <Dialog.Description className="text-sm text-footer-text">
                {format(labels.position, { index: current + 1, total: images.length })}
              </Dialog.Description>
            </figcaption>
          </figure>
        ) : null}
        <div className="mt-4 flex gap-3">
          {([-1, 1] as const).map((delta) => (
            <button
              key={delta}
              type="button"
              onClick={() => step(delta)}
              aria-label={delta < 0 ? labels.previous : labels.next}
              className={navButton}
            >
              <Icon name={delta < 0 ? "chevron-left" : "chevron-right"} />
            </button>
          ))}
        </div>
        <Dialog.Close aria-label={labels.close} className={cn(navButton, "absolute top-4 right-4")}>
          <Icon name="x" />
        </Dialog.Close>
      </Dialog.Panel>
    </Dialog.Root>
  );
}

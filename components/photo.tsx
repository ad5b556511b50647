import { getImageProps } from "next/image";
import { preconnect } from "react-dom";
import { EagerImage } from "@/components/eager-image";
import { ItemList } from "@/components/item-list";
import { UploadedPicture } from "@/components/uploaded-picture";
import { type ResolvedPhoto } from "@/lib/schemas/photo";
import { cn } from "@/lib/site/utils";

type PhotoProps = {
  /** A photo of the content, as the loader resolved it. */
  photo: ResolvedPhoto;
  /** How wide it is drawn at each viewport width, for the browser to pick a file. */
  sizes: string;
  /** The page's main photo: fetched at once, at high priority. */
  preload?: boolean;
  /** Classes for the sizing box; it keeps its size and brand colour if the photo fails. */
  className?: string;
  imageClassName?: string;
  /** The box takes the photo's own shape, so a portrait photo is shown whole, never cropped. */
  whole?: boolean;
};

/**
 * Every photo of the site, whatever its slot: an upload from the pipeline's own AVIF and WebP
 * files, a stock photo at the sizes its host makes. In a box that holds its size, so neither a
 * failed photo nor a lazy one still on its way moves the layout. A plain <img> with next/image's
 * attributes for stock photos: the <Image> component would ship its client code to every page
 * with a photo, for no behaviour these photos use.
 */
export function Photo({
  photo,
  sizes,
  preload = false,
  className,
  imageClassName,
  whole = false,
}: PhotoProps) {
  const classes = cn("size-full object-cover text-transparent", imageClassName);
  const box = cn("relative overflow-hidden bg-brand-100", className);
  const shape = whole ? { aspectRatio: `${photo.width} / ${photo.height}` } : undefined;
  if (photo.kind === "upload") {
    return (
      <div className={box} style={shape}>
        <UploadedPicture photo={photo} sizes={sizes} eager={preload} className={classes} />
      </div>
    );
  }
  const { props: image } = getImageProps({
    src: photo.src,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sizes,
    className: classes,
    preload,
    fetchPriority: preload ? "high" : undefined,
  });
  // The page's most important photo: connect to its host as early as possible (an upload
  // still in the dev server's pipeline is on this site: nothing to connect to).
  if (preload && !photo.src.startsWith("/")) preconnect(new URL(photo.src).origin);
  return (
    <div className={box} style={shape}>
      {preload ? (
        <EagerImage {...image} alt={photo.alt} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes
        <img {...image} alt={photo.alt} />
      )}
    </div>
  );
}

type PhotoListProps = Omit<PhotoProps, "photo" | "className"> & {
  photos: ResolvedPhoto[];
  className: string;
  photoClassName: string;
};

/** Photos in a list (a grid, by `className`), each drawn by Photo. */
export function PhotoList({ photos, className, photoClassName, ...each }: PhotoListProps) {
  return (
    <ItemList
      className={className}
      items={photos}
      render={(photo) => <Photo photo={photo} className={photoClassName} {...each} />}
    />
  );
}

import { getImageProps, type ImageProps } from "next/image";
import { preconnect } from "react-dom";
import { EagerImage } from "@/components/eager-image";
import { UploadedPicture } from "@/components/uploaded-picture";
import { type PhotoVariant } from "@/lib/photo-variants";
import { cn } from "@/lib/utils";

type PhotoProps = Omit<ImageProps, "className" | "placeholder" | "priority"> & {
  /** An uploaded photo's own files, from the content (`image.variants`). */
  variants?: PhotoVariant[];
  /** Classes for the sizing box; it keeps its size and brand colour if the photo fails. */
  className?: string;
  imageClassName?: string;
};

/**
 * A photo in a box that holds its size, so a failed remote image never moves the layout.
 * A plain <img> with next/image's attributes (srcset, sizes, lazy loading): the
 * <Image> component would ship its client code to every page with a photo, for no
 * behaviour these photos use.
 */
export function Photo({ className, imageClassName, alt, preload, variants, ...props }: PhotoProps) {
  const uploaded = variants?.length ? variants : undefined;
  if (uploaded) {
    return (
      <div className={cn("relative overflow-hidden bg-brand-100", className)}>
        <UploadedPicture
          variants={uploaded}
          alt={alt}
          width={Number(props.width)}
          height={Number(props.height)}
          sizes={props.sizes ?? "100vw"}
          eager={Boolean(preload)}
          className={cn("size-full object-cover text-transparent", imageClassName)}
        />
      </div>
    );
  }
  const { props: image } = getImageProps({
    alt,
    className: cn("size-full object-cover text-transparent", imageClassName),
    preload,
    ...props,
  });
  // The page's most important photo: connect to its host as early as possible.
  if (preload && /^https:\/\//.test(image.src)) preconnect(new URL(image.src).origin);
  return (
    <div className={cn("relative overflow-hidden bg-brand-100", className)}>
      {preload ? (
        <EagerImage {...image} alt={alt} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes
        <img {...image} alt={alt} />
      )}
    </div>
  );
}

import Image, { type ImageProps } from "next/image";
import { cn } from "@/lib/utils";

type PhotoProps = Omit<ImageProps, "className" | "placeholder"> & {
  /** Classes for the sizing box; it keeps its size and brand colour if the photo fails. */
  className?: string;
  imageClassName?: string;
};

/** A photo in a box that holds its size, so a failed remote image never moves the layout. */
export function Photo({ className, imageClassName, alt, ...props }: PhotoProps) {
  return (
    <div className={cn("relative overflow-hidden bg-brand-100", className)}>
      <Image
        alt={alt}
        className={cn("size-full object-cover text-transparent", imageClassName)}
        {...props}
      />
    </div>
  );
}

import { Photo } from "@/components/photo";
import { type ResolvedPhoto } from "@/lib/schemas/photo";

type CardPhotoProps = {
  photo: ResolvedPhoto;
  /** The crop, an aspect-ratio class. */
  aspect: string;
  /** Enlarged a little under the pointer. */
  zoom?: boolean;
};

/** A card's photo (`CardFrame`), drawn as wide as the cards' grids of one to three columns. */
export function CardPhoto({ photo, aspect, zoom = false }: CardPhotoProps) {
  return (
    <Photo
      photo={photo}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      className={aspect}
      imageClassName={
        zoom
          ? "transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
          : undefined
      }
    />
  );
}

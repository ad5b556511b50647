import { Photo } from "@/components/photo";
import { CompareSlider } from "@/components/projects/compare-slider";
import { type ImageData } from "@/lib/schemas/photo";

type BeforeAfterProps = {
  before: ImageData;
  after: ImageData;
  caption?: string;
  labels: {
    before: string;
    after: string;
    compareLabel: string;
    comparePosition: string;
    compareHint: string;
  };
  sizes: string;
};

/** A before/after pair: the photos drawn here, the handle a small island (CompareSlider). */
export function BeforeAfter({ before, after, caption, labels, sizes }: BeforeAfterProps) {
  const photo = (image: ImageData) => (
    <Photo
      src={image.src}
      variants={image.variants}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className="aspect-[3/2] size-full"
    />
  );
  return (
    <figure>
      <CompareSlider before={photo(before)} after={photo(after)} labels={labels} />
      <figcaption className="mt-3 text-muted">
        {caption ? <span className="block text-ink">{caption}</span> : null}
        <span className="noscript:hidden">{labels.compareHint}</span>
      </figcaption>
    </figure>
  );
}

import { Photo } from "@/components/photo";
import { CompareSlider } from "@/components/projects/compare-slider";
import { type ResolvedPhoto } from "@/lib/schemas/photo";

type BeforeAfterProps = {
  before: ResolvedPhoto;
  after: ResolvedPhoto;
  caption?: string;
  labels: React.ComponentProps<typeof CompareSlider>["labels"] & { compareHint: string };
  sizes: string;
};

/** A before/after pair: the photos drawn here, the handle a small island (CompareSlider). */
export function BeforeAfter({ before, after, caption, labels, sizes }: BeforeAfterProps) {
  const photo = (image: ResolvedPhoto) => (
    <Photo photo={image} sizes={sizes} className="aspect-[3/2] size-full" />
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

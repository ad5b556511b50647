import { PhotoList } from "@/components/photo";
import { Band } from "@/components/layout/band";
import { type Home } from "@/lib/content";

export function TeamStrip({ strip }: { strip: Home["teamStrip"] }) {
  return (
    <Band id="team-heading" block={strip} className="py-20">
      <PhotoList
        photos={strip.photos}
        sizes="(min-width: 1024px) 25vw, 50vw"
        className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4"
        photoClassName="aspect-[4/3] rounded-card"
      />
    </Band>
  );
}

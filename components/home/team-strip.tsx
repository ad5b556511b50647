import { Photo } from "@/components/photo";
import { Container } from "@/components/layout/container";
import { SectionHeading } from "@/components/layout/section-heading";
import { type Home } from "@/lib/content";

export function TeamStrip({ strip }: { strip: Home["teamStrip"] }) {
  return (
    <section aria-labelledby="team-heading" className="py-20">
      <Container>
        <SectionHeading id="team-heading" title={strip.heading} intro={strip.intro} />
        <ul className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {strip.photos.map((photo) => (
            <li key={photo.file}>
              <Photo
                photo={photo}
                sizes="(min-width: 1024px) 25vw, 50vw"
                className="aspect-[4/3] rounded-card"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

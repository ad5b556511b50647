import { GalleryGrid } from "@/components/gallery/gallery-grid";
import { Photo } from "@/components/photo";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { TextLink } from "@/components/text-link";
import { getGallery, getPages, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

export function GalleryPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).gallery;
  const ui = getUi(locale);
  const images = getGallery(locale);
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-16">
        <GalleryGrid
          images={images}
          labels={ui.gallery}
          thumbnails={images.map((image, index) => (
            <Photo
              key={image.photo.file}
              photo={image.photo}
              // The first photo is the largest paint on a phone (one column): fetched at once,
              // at high priority, not when layout finds it near the screen.
              preload={index === 0}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3]"
              imageClassName="transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
            />
          ))}
        />
        {router.has("projects") ? (
          <p className="mt-12 text-lg">
            <TextLink href={router.page("projects", locale)}>{ui.projects.galleryLink}</TextLink>
          </p>
        ) : null}
      </Container>
    </>
  );
}

import { GalleryGrid } from "@/components/gallery/gallery-grid";
import { Container, PageHeader } from "@/components/section";
import { ui } from "@/content/ui";
import { getGallery, getPages } from "@/lib/content";
import { ROUTES } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo";

const page = getPages().gallery;

export const metadata = buildMetadata({ ...page.meta, path: ROUTES.gallery });

export default function GalleryPage() {
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="py-16">
        <GalleryGrid images={getGallery()} labels={ui.gallery} />
      </Container>
    </>
  );
}

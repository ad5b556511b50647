import { GalleryPage } from "@/components/pages/gallery-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

// Folder names are the French slugs of content/shared/routes.yml (a test keeps them in step).
export const metadata = metadataFor("gallery", "fr");

export default function Page() {
  setRequestLocale("fr");
  return <GalleryPage />;
}

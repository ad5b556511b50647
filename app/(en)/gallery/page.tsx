import { GalleryPage } from "@/components/pages/gallery-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("gallery", "en");

export default function Page() {
  setRequestLocale("en");
  return <GalleryPage />;
}

import { staticPage } from "@/app/_pages/define";
import { getGallery, getPages } from "@/lib/content";
import { GalleryPage } from "@/components/pages/gallery-page";

// The gallery stands for itself by its first photo, the first a visitor sees.
export default staticPage("gallery", GalleryPage, (locale) => ({
  ...getPages(locale).gallery.meta,
  photo: getGallery(locale)[0]?.photo,
}));

import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { GalleryPage } from "@/components/pages/gallery-page";

export default staticPage("gallery", GalleryPage, (locale) => getPages(locale).gallery.meta);

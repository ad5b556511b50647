import { staticPage } from "@/app/_pages/define";
import { GalleryPage } from "@/components/pages/gallery-page";

export default staticPage("gallery", GalleryPage);

import { staticPage } from "@/app/_pages/define";
import { AboutPage } from "@/components/pages/about-page";

export default staticPage("about", AboutPage);

import { staticPage } from "@/app/_pages/define";
import { getAbout } from "@/lib/content";
import { AboutPage } from "@/components/pages/about-page";

export default staticPage("about", AboutPage, (locale) => ({
  ...getAbout(locale).meta,
  photo: getAbout(locale).photo,
}));

import { staticPage } from "@/app/_pages/define";
import { getHome } from "@/lib/content";
import { HomePage } from "@/components/pages/home-page";

export default staticPage("home", HomePage, (locale) => ({
  ...getHome(locale).meta,
  photo: getHome(locale).hero.photo,
}));

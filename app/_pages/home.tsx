import { staticPage } from "@/app/_pages/define";
import { HomePage } from "@/components/pages/home-page";

export default staticPage("home", HomePage);

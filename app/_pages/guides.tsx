import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { GuidesPage } from "@/components/pages/guides-page";

export default staticPage("guides", GuidesPage, (locale) => getPages(locale).guides.meta);

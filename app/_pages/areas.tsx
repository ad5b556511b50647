import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { AreasPage } from "@/components/pages/areas-page";

export default staticPage("areas", AreasPage, (locale) => getPages(locale).areas.meta);

import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { ServicesPage } from "@/components/pages/services-page";

export default staticPage("services", ServicesPage, (locale) => getPages(locale).services.meta);

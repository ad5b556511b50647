import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { PricesPage } from "@/components/pages/prices-page";

export default staticPage("prices", PricesPage, (locale) => getPages(locale).prices.meta);

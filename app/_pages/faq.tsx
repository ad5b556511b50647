import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { FaqPage } from "@/components/pages/faq-page";

export default staticPage("faq", FaqPage, (locale) => getPages(locale).faq.meta);

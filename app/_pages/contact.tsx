import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { ContactPage } from "@/components/pages/contact-page";

export default staticPage("contact", ContactPage, (locale) => getPages(locale).contact.meta);

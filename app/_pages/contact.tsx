import { staticPage } from "@/app/_pages/define";
import { ContactPage } from "@/components/pages/contact-page";

export default staticPage("contact", ContactPage);

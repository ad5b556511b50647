import { staticPage } from "@/app/_pages/define";
import { ServicesPage } from "@/components/pages/services-page";

export default staticPage("services", ServicesPage);

import { legalPage } from "@/app/_pages/legal";

export default legalPage("terms", "terms-and-conditions");

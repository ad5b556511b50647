import { legalPage } from "@/app/_pages/legal";

export default legalPage("privacy", "privacy-policy");

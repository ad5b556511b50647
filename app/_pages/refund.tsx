import { legalPage } from "@/app/_pages/legal";

export default legalPage("refund", "refund-policy");

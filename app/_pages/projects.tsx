import { staticPage } from "@/app/_pages/define";
import { ProjectsPage } from "@/components/pages/projects-page";

export default staticPage("projects", ProjectsPage);

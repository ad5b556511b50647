import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { ProjectsPage } from "@/components/pages/projects-page";

export default staticPage("projects", ProjectsPage, (locale) => getPages(locale).projects.meta);

import { staticPage } from "@/app/_pages/define";
import { SitemapPage } from "@/components/pages/sitemap-page";

export default staticPage("sitemap", SitemapPage);

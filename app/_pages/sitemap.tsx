import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { SitemapPage } from "@/components/pages/sitemap-page";

export default staticPage("sitemap", SitemapPage, (locale) => getPages(locale).sitemap.meta);

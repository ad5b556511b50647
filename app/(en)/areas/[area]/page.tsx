// Written by scripts/build/routes.mjs from content/shared/routes.yml: edit the table, then run `npm run routes`.
import route from "@/app/_pages/area";

const page = route("en");
// Only the content's entries exist; any other address is the not-found page.
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;

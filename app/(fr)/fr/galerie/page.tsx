// Written by scripts/build/routes.mjs from content/shared/routes.yml: edit the table, then run `npm run routes`.
import route from "@/app/_pages/gallery";

const page = route("fr");
export const metadata = page.metadata;
export default page.Page;

// Written by scripts/build/routes.mjs from content/shared/routes.yml: edit the table, then run `npm run routes`.
import route from "@/app/_pages/terms";

const page = route("en");
export const metadata = page.metadata;
export default page.Page;

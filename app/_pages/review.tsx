import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { ReviewPage } from "@/components/pages/review-page";

export default staticPage("review", ReviewPage, (locale) => getPages(locale).review.meta);

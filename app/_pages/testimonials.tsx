import { staticPage } from "@/app/_pages/define";
import { getPages } from "@/lib/content";
import { TestimonialsPage } from "@/components/pages/testimonials-page";

export default staticPage(
  "testimonials",
  TestimonialsPage,
  (locale) => getPages(locale).testimonials.meta,
);

import { staticPage } from "@/app/_pages/define";
import { TestimonialsPage } from "@/components/pages/testimonials-page";

export default staticPage("testimonials", TestimonialsPage);

import { TestimonialsPage } from "@/components/pages/testimonials-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("testimonials", "en");

export default function Page() {
  setRequestLocale("en");
  return <TestimonialsPage />;
}

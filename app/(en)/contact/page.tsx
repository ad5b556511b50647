import { ContactPage } from "@/components/pages/contact-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("contact", "en");

export default function Page() {
  setRequestLocale("en");
  return <ContactPage />;
}

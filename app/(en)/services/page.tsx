import { ServicesPage } from "@/components/pages/services-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("services", "en");

export default function Page() {
  setRequestLocale("en");
  return <ServicesPage />;
}

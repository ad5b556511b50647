import { HomePage } from "@/components/pages/home-page";
import { setRequestLocale } from "@/lib/content";
import { metadataFor } from "@/lib/page-meta";

export const metadata = metadataFor("home", "en");

export default function Page() {
  setRequestLocale("en");
  return <HomePage />;
}

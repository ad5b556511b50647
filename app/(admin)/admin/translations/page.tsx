import { type Metadata } from "next";
import { TranslationStatusPage } from "@/components/pages/translation-status-page";
import { getAdminLabels } from "@/lib/content";

export const metadata: Metadata = { title: getAdminLabels().translations.title };

export default function Page() {
  return <TranslationStatusPage />;
}

import { type Metadata } from "next";
import { BeforeLaunchPage } from "@/components/pages/before-launch-page";
import { getAdminLabels } from "@/lib/content";

export const metadata: Metadata = { title: getAdminLabels().launch.title };

export default function Page() {
  return <BeforeLaunchPage />;
}

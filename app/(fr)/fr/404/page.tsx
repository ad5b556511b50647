import { type Metadata } from "next";
import { NotFoundView } from "@/components/not-found-view";
import { getUi } from "@/lib/content";

// The French not-found page, with the French header, footer and skip link even without
// JavaScript. Exported as fr/404/index.html, moved to fr/404.html by the post-build step
// (scripts/build/post-build/not-found.mjs), where hosts serve it for unknown /fr/… paths with
// status 404.
export const metadata: Metadata = {
  title: { absolute: getUi("fr").notFound.title },
  robots: { index: false, follow: false },
};

export default function Page() {
  return <NotFoundView locales={["fr", "en"]} />;
}

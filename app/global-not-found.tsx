import "./globals.css";
import { type Metadata } from "next";
import { inter } from "@/app/fonts";
import { NotFoundView } from "@/components/not-found-view";
import { SiteLayout } from "@/components/site-layout";
import { getLocales, getUi } from "@/lib/content";

// Static hosts serve this file (404.html) for unknown paths outside /fr/, and every host that
// cannot serve fr/404.html for /fr/… (GitHub Pages) serves it for those too, so it speaks both
// languages and its redirect picks the language from the path. Next adds the noindex meta.
export function generateMetadata(): Metadata {
  return {
    title: {
      absolute: getLocales()
        .map((locale) => getUi(locale).notFound.title)
        .join(" – "),
    },
  };
}

export default function GlobalNotFound() {
  return (
    <SiteLayout locale="en" fontClassName={inter.variable}>
      <NotFoundView locales={getLocales()} />
    </SiteLayout>
  );
}

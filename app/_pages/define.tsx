import { type Metadata } from "next";
import { type ComponentType } from "react";
import { metadataFor } from "@/lib/page-meta";
import { type Locale } from "@/lib/schemas/locales";
import { type PageKey } from "@/lib/schemas/routes";

/** What one language's route module of a page exports (scripts/routes.mjs writes them). */
export type StaticRoute = { metadata: Metadata; Page: () => React.JSX.Element };

/**
 * One page type, both languages: the route table (content/shared/routes.yml) says where each
 * language's page lives; this says what it renders. The locale is fixed per route module, so
 * every component below receives it as a prop.
 */
export function staticPage(key: PageKey, View: ComponentType<{ locale: Locale }>) {
  return (locale: Locale): StaticRoute => ({
    metadata: metadataFor(key, locale),
    Page: function Page() {
      return <View locale={locale} />;
    },
  });
}

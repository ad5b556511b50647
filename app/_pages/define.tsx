import { type Metadata } from "next";
import { type ComponentType } from "react";
import { metadataFor, type PageText } from "@/lib/site/page-meta";
import { type Locale } from "@/lib/schemas/locales";
import { type PageKey } from "@/lib/schemas/routes";

/** What one language's route module of a page exports (scripts/build/routes.mjs writes them). */
export type StaticRoute = { metadata: Metadata; Page: () => React.JSX.Element };

/**
 * A page type: the route module of one language, and the title and description of every page
 * it makes in a language (by route-table id), which the social cards and tests read through
 * app/_pages/index.ts. Each page type says where its own words are: no list of pages elsewhere.
 */
export type PageType<Route> = ((locale: Locale) => Route) & {
  texts: (locale: Locale) => (PageText & { id: string })[];
};

/**
 * One page type, both languages: the route table (content/shared/routes.yml) says where each
 * language's page lives; this says what it renders and which words describe it. The locale is
 * fixed per route module, so every component below receives it as a prop.
 */
export function staticPage(
  key: PageKey,
  View: ComponentType<{ locale: Locale }>,
  text: (locale: Locale) => PageText,
): PageType<StaticRoute> {
  const route = (locale: Locale): StaticRoute => ({
    metadata: metadataFor(key, locale, text(locale)),
    Page: function Page() {
      return <View locale={locale} />;
    },
  });
  return Object.assign(route, { texts: (locale: Locale) => [{ id: key, ...text(locale) }] });
}

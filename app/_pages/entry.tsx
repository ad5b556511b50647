import { type Metadata } from "next";
import { type ComponentType } from "react";
import { notFound } from "next/navigation";
import { type PageType } from "@/app/_pages/define";
import { router } from "@/lib/content";
import { type EntryKind, type EntryParams } from "@/lib/content/router";
import { metadataFor, type PageText } from "@/lib/site/page-meta";
import { type Locale } from "@/lib/schemas/locales";

type EntryRouteProps = { params: Promise<EntryParams> };

type EntryPageOptions = {
  /** The page's title, description and photo (its social card), for the entry `id`. */
  text: (id: string, locale: Locale) => PageText;
  /** What the page renders. */
  View: ComponentType<{ id: string; locale: Locale }>;
  /** More metadata than its words give (a guide's article dates), merged over them. */
  metadata?: (id: string, locale: Locale, base: Metadata) => Metadata;
};

/**
 * The page type of every entry with a page of its own (a service, a project, a guide, an
 * area), in both languages, at the addresses the router gives its kind
 * (lib/content/router.ts): only the content's entries exist.
 */
export function entryPage(
  kind: EntryKind,
  { text, View, metadata = (_id, _locale, base) => base }: EntryPageOptions,
) {
  const route = (locale: Locale) => ({
    generateStaticParams: () => router.entryParams(kind, locale),
    async generateMetadata({ params }: EntryRouteProps): Promise<Metadata> {
      const id = router.entryAt(kind, locale, await params);
      if (!id) return {};
      const base = metadataFor(router.entryPageId(kind, id), locale, text(id, locale));
      return metadata(id, locale, base);
    },
    Page: async function Page({ params }: EntryRouteProps) {
      const id = router.entryAt(kind, locale, await params);
      if (!id) notFound();
      return <View id={id} locale={locale} />;
    },
  });
  const type: PageType<ReturnType<typeof route>> = Object.assign(route, {
    texts: (locale: Locale) =>
      router.entryParams(kind, locale).flatMap((params) => {
        const id = router.entryAt(kind, locale, params);
        return id ? [{ id: router.entryPageId(kind, id), ...text(id, locale) }] : [];
      }),
  });
  return type;
}

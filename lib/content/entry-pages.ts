import { type EntryKind } from "@/lib/content/router";
import { type Locale } from "@/lib/schemas/locales";
import { PAGE_KEYS } from "@/lib/schemas/routes";

type PageKey = (typeof PAGE_KEYS)[number];
const isPageKey = (key: string | undefined): key is PageKey =>
  (PAGE_KEYS as readonly (string | undefined)[]).includes(key);
type Router = {
  page: (key: PageKey, locale: Locale) => string;
  service: (categoryId: string, serviceId: string, locale: Locale) => string;
  entry: (kind: EntryKind, id: string, locale: Locale) => string;
  hasEntry: (kind: EntryKind, id: string) => boolean;
  serviceCategory?: (serviceId: string) => string | undefined;
};

/** The lists of content/ that one page shows, by file name: that page. */
const LIST_PAGES: Readonly<Record<string, string>> = {
  "gallery-photos": "gallery",
  "testimonial-quotes": "testimonials",
};

/**
 * The page that shows a content entry ("pages/about.yml", "services/residential/drywall-repair",
 * "legal/privacy-policy"), in one language: what the CMS's "View preview" opens and what the
 * translation status links to. Labels, hours and interface words show on every page: home.
 */
export function entryPage(entry: string, locale: Locale, router: Router): string | undefined {
  const name = entry.replace(/\.(yml|[a-z]{2}\.md)$/, "");
  const [folder, ...rest] = name.split("/");
  if (folder === "services" && rest.length === 2) return router.service(rest[0]!, rest[1]!, locale);
  if (folder === "services") return router.page("services", locale);
  // A project's, guide's or area's own page; an area without local work yet has none
  // (lib/content/areas.ts): nothing to open.
  if ((folder === "projects" || folder === "guides" || folder === "areas") && rest.length === 1) {
    return router.hasEntry(folder, rest[0]!) ? router.entry(folder, rest[0]!, locale) : undefined;
  }
  // Every service's typical price range shows on the price ranges page.
  if (folder === "price-ranges") return router.page("prices", locale);
  // A service's questions show on its page; the general ones on the FAQ page.
  if (folder === "questions" && rest.length === 1) {
    if (rest[0] === "general") return router.page("faq", locale);
    const category = router.serviceCategory?.(rest[0]!);
    return category ? router.service(category, rest[0]!, locale) : undefined;
  }
  // The team signs the guides.
  if (name === "team") return router.page("guides", locale);
  if (folder === "legal") {
    // Legal files are named by their page's English slug ("privacy-policy").
    const key = PAGE_KEYS.find((page) => router.page(page, "en") === `/${rest[0]}/`);
    return key && router.page(key, locale);
  }
  // A page's own file (pages/about.yml) or a list its page shows (gallery-photos.yml).
  const key = folder === "pages" ? rest[0] : (LIST_PAGES[name] ?? name);
  if (isPageKey(key)) return router.page(key, locale);
  // The other files outside a folder (site, interface-labels, fixed-wording, campaigns: names,
  // hours, interface words, notices) show on every page: home.
  return rest.length === 0 ? router.page("home", locale) : undefined;
}

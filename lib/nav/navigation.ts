import "server-only";
import { getCategories, getUi, router } from "@/lib/content";
import { HTML_LANG, otherLocale } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";
import { type LinkKey } from "@/lib/schemas/routes";

export type NavLink = { label: string; href: string };

/** What the language switch links to and says, for the page being rendered. */
export type LanguageSwitchData = {
  /** Each page of this language → the same page in the other language (from the route table). */
  counterparts: Record<string, string>;
  /** Where to go when the page has no counterpart (the other language's home page). */
  fallback: string;
  /** The other language's name, in that language ("Français"). */
  label: string;
  /** What the link does, in the other language ("Lire cette page en français"). */
  name: string;
  /** BCP 47 tag of the other language ("fr-CA"). */
  lang: string;
};
export type NavCategory = { id: string; name: string; services: NavLink[] };

/** The services entry: a dropdown on wide screens, a section of the panel on narrow ones. */
export type NavServices = {
  label: string;
  categories: NavCategory[];
  /** The last link of the dropdown, and of the panel's section (worded apart). */
  viewAll: NavLink;
  viewAllMobile: NavLink;
};

/** One entry of the menu: a page, or the services with their categories. */
type NavItem = { kind: "page"; link: NavLink } | ({ kind: "services" } & NavServices);

/**
 * The menu, as plain, serialisable data for the header islands (they never import content).
 * Its entries and their order are decided here, once: the desktop menu (before and after its
 * Radix code arrives) and the phone's panel render `items` as they come.
 */
export type NavData = {
  label: string;
  items: NavItem[];
  quote: NavLink;
  language: LanguageSwitchData;
};

/** The path of a page in the given language. */
export const routeTo = (key: LinkKey, locale: Locale) => router.page(key, locale);

// Each page link is written once; the menu, the footer and the HTML sitemap pick from it.
function pageLinks(locale: Locale) {
  const ui = getUi(locale);
  const link = (label: string, key: LinkKey): NavLink => ({ label, href: routeTo(key, locale) });
  return {
    home: link(ui.nav.home, "home"),
    about: link(ui.nav.about, "about"),
    services: link(ui.nav.services, "services"),
    gallery: link(ui.footer.gallery, "gallery"),
    testimonials: link(ui.nav.testimonials, "testimonials"),
    contact: link(ui.nav.contact, "contact"),
  };
}

export function getNavigation(locale: Locale): NavData {
  const ui = getUi(locale);
  const { home, about, testimonials, contact } = pageLinks(locale);
  const page = (link: NavLink): NavItem => ({ kind: "page", link });
  const services: NavItem = {
    kind: "services",
    label: ui.nav.services,
    categories: getCategories(locale).map((category) => ({
      id: category.id,
      name: category.name,
      services: category.items.map((item) => ({ label: item.name, href: item.href })),
    })),
    viewAll: { label: ui.nav.viewAllServices, href: routeTo("services", locale) },
    viewAllMobile: { label: ui.nav.viewAllServicesMobile, href: routeTo("services", locale) },
  };
  return {
    label: ui.nav.label,
    items: [page(home), page(about), services, page(testimonials), page(contact)],
    quote: { label: ui.nav.quote, href: routeTo("quote", locale) },
    language: getLanguageSwitch(locale),
  };
}

/**
 * The site's main pages, as the footer and the HTML sitemap list them; "Our Projects" after
 * the gallery while there is a project (the header keeps the spec's menu).
 */
export function getMainPageLinks(locale: Locale): NavLink[] {
  const { home, about, services, gallery, testimonials, contact } = pageLinks(locale);
  const projects = router.has("projects")
    ? [{ label: getUi(locale).footer.projects, href: routeTo("projects", locale) }]
    : [];
  return [home, about, services, gallery, ...projects, testimonials, contact];
}

export function getLegalLinks(locale: Locale): NavLink[] {
  const ui = getUi(locale);
  return [
    { label: ui.legalLinks.terms, href: routeTo("terms", locale) },
    { label: ui.legalLinks.privacy, href: routeTo("privacy", locale) },
    { label: ui.legalLinks.refund, href: routeTo("refund", locale) },
    { label: ui.legalLinks.accessibility, href: routeTo("accessibility", locale) },
  ];
}

/** What the language switch needs: every page of this language mapped to its twin. */
export function getLanguageSwitch(locale: Locale): LanguageSwitchData {
  const other = otherLocale(locale);
  // This page's own labels name the other language in that language ("Français" on English pages).
  const ui = getUi(locale);
  return {
    counterparts: Object.fromEntries(
      router.entries().map((entry) => [entry[locale], entry[other]]),
    ),
    fallback: router.page("home", other),
    label: ui.language.switchLabel,
    name: ui.language.switchName,
    lang: HTML_LANG[other],
  };
}

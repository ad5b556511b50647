import "server-only";
import { ui } from "@/content/ui";
import { getCategories } from "@/lib/content";
import { ROUTES, serviceHref } from "@/lib/routes";

export type NavLink = { label: string; href: string };
export type NavCategory = { id: string; name: string; services: NavLink[] };

/** Plain, serialisable menu data for the header islands (they never import content). */
export type NavData = {
  label: string;
  before: NavLink[];
  after: NavLink[];
  servicesLabel: string;
  categories: NavCategory[];
  viewAll: NavLink;
  viewAllMobile: NavLink;
  quote: NavLink;
};

export function getNavigation(): NavData {
  return {
    label: ui.nav.label,
    before: [
      { label: ui.nav.home, href: ROUTES.home },
      { label: ui.nav.about, href: ROUTES.about },
    ],
    after: [
      { label: ui.nav.testimonials, href: ROUTES.testimonials },
      { label: ui.nav.contact, href: ROUTES.contact },
    ],
    servicesLabel: ui.nav.services,
    categories: getCategories().map((category) => ({
      id: category.id,
      name: category.name,
      services: category.items.map((item) => ({
        label: item.name,
        href: serviceHref(category.id, item.id),
      })),
    })),
    viewAll: { label: ui.nav.viewAllServices, href: ROUTES.services },
    viewAllMobile: { label: ui.nav.viewAllServicesMobile, href: ROUTES.services },
    quote: { label: ui.nav.quote, href: ROUTES.quote },
  };
}

/** The site's main pages, as the footer and the HTML sitemap list them. */
export function getMainPageLinks(): NavLink[] {
  return [
    { label: ui.nav.home, href: ROUTES.home },
    { label: ui.nav.about, href: ROUTES.about },
    { label: ui.nav.services, href: ROUTES.services },
    { label: ui.footer.gallery, href: ROUTES.gallery },
    { label: ui.nav.testimonials, href: ROUTES.testimonials },
    { label: ui.nav.contact, href: ROUTES.contact },
  ];
}

export function getLegalLinks(): NavLink[] {
  return [
    { label: ui.legalLinks.terms, href: ROUTES.terms },
    { label: ui.legalLinks.privacy, href: ROUTES.privacy },
    { label: ui.legalLinks.refund, href: ROUTES.refund },
  ];
}

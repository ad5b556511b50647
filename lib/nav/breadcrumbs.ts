import { getPages, getUi, type Project, type ResolvedService, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/** Home › Services › Category › Service, shown on the page and described in JSON-LD. */
export function serviceCrumbs(service: ResolvedService, locale: Locale) {
  const ui = getUi(locale);
  const services = router.page("services", locale);
  return [
    { name: ui.service.home, href: router.page("home", locale) },
    { name: ui.service.services, href: services },
    {
      name: service.categoryName,
      href: `${services}#${router.anchor(service.categoryId, locale)}`,
    },
    { name: service.name, href: service.href },
  ];
}

/** Home › Projects › Project. */
export function projectCrumbs(project: Project, locale: Locale) {
  return [
    { name: getUi(locale).service.home, href: router.page("home", locale) },
    { name: getPages(locale).projects.heading, href: router.page("projects", locale) },
    { name: project.title, href: project.href },
  ];
}

/** Home › Guides › Guide. */
export function guideCrumbs(guide: { title: string; href: string }, locale: Locale) {
  return [
    { name: getUi(locale).service.home, href: router.page("home", locale) },
    { name: getPages(locale).guides.heading, href: router.page("guides", locale) },
    { name: guide.title, href: guide.href },
  ];
}

/** Home › Areas we serve › Area. */
export function areaCrumbs(area: { name: string; href: string }, locale: Locale) {
  return [
    { name: getUi(locale).service.home, href: router.page("home", locale) },
    { name: getPages(locale).areas.heading, href: router.page("areas", locale) },
    { name: area.name, href: area.href },
  ];
}

/**
 * Home › Services › Price ranges: the price ranges belong with the services; the crumb is the
 * section's name, not the page's question (a question makes a poor breadcrumb).
 */
export function pricesCrumbs(locale: Locale) {
  return [
    { name: getUi(locale).service.home, href: router.page("home", locale) },
    { name: getUi(locale).service.services, href: router.page("services", locale) },
    { name: getUi(locale).sections.prices, href: router.page("prices", locale) },
  ];
}

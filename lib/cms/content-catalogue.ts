/*
 * The choices the CMS's forms offer that come from the content itself (the services, the
 * places served, the testimonials, the site's pages), read through the site's own loader so the
 * form offers exactly what the build accepts.
 */
import { type CmsCatalogue } from "@/lib/cms/collections";
import {
  getAllServices,
  getCategories,
  getPages,
  getSite,
  getTestimonials,
  getUi,
} from "@/lib/content/load";
import { readAreas } from "@/lib/content/areas";
import { readTeam } from "@/lib/content/team";
import { noticeCatalogue } from "@/lib/content/notices";

/**
 * Each page a link may lead to by the name the site gives it (its menu, footer and sitemap
 * links, a service by its name), so the form offers "Contact Us", not "contact".
 */
function pageNames(pages: string[], serviceNames: Record<string, string>) {
  const ui = getUi("en");
  const titled = getPages("en") as Record<string, { heading?: string } | undefined>;
  const names: Record<string, string> = {
    home: ui.nav.home,
    about: ui.nav.about,
    services: ui.nav.services,
    gallery: ui.footer.gallery,
    testimonials: ui.nav.testimonials,
    contact: ui.nav.contact,
    projects: ui.footer.projects,
    terms: ui.legalLinks.terms,
    privacy: ui.legalLinks.privacy,
    refund: ui.legalLinks.refund,
    accessibility: ui.legalLinks.accessibility,
    guides: ui.sections.guides,
    areas: ui.sections.areas,
    faq: ui.sections.faq,
    prices: ui.sections.prices,
    quote: `${ui.nav.quote} (${ui.nav.contact})`,
  };
  return Object.fromEntries(
    pages.map((key) => [key, serviceNames[key] ?? names[key] ?? titled[key]?.heading ?? key]),
  );
}

export function contentCatalogue(): CmsCatalogue {
  const services = getAllServices("en");
  const notice = noticeCatalogue();
  const serviceNames = Object.fromEntries(services.map((service) => [service.id, service.name]));
  return {
    project: {
      services: services.map((service) => service.id),
      areas: getSite("en").areaServed.map((area) => area.name),
      // Every area, published or not: a project is what gives an area its page.
      serviceAreas: readAreas().map((area) => area.id),
      testimonials: getTestimonials("en").map((testimonial) => testimonial.id),
      serviceNames: Object.fromEntries(services.map((service) => [service.id, service.name])),
    },
    guide: {
      team: readTeam().en.map((member) => member.id),
      services: services.map((service) => service.id),
      serviceNames: Object.fromEntries(services.map((service) => [service.id, service.name])),
    },
    services: services.map((service) => ({
      id: service.id,
      name: service.name,
      path: service.href.replace(/^\//, ""),
    })),
    optionNames: {
      ...pageNames(notice.pages, serviceNames),
      ...Object.fromEntries(getCategories("en").map((category) => [category.id, category.name])),
    },
    notice: {
      ...notice,
      servicePathNames: Object.fromEntries(
        services.map((service) => [
          service.href.replace(/^\//, ""),
          `${service.name} (${service.categoryId})`,
        ]),
      ),
    },
  };
}

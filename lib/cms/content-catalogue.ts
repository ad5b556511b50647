/*
 * The choices the CMS's forms offer that come from the content itself (the services, the
 * places served, the testimonials, the site's pages), read through the site's own loader so the
 * form offers exactly what the build accepts.
 */
import { type CmsCatalogue } from "@/lib/cms/collections";
import { getAllServices, getSite, getTestimonials } from "@/lib/content/load";
import { readAreas } from "@/lib/content/areas";
import { readTeam } from "@/lib/content/team";
import { noticeCatalogue } from "@/lib/content/notices";

export function contentCatalogue(): CmsCatalogue {
  const services = getAllServices("en");
  const notice = noticeCatalogue();
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

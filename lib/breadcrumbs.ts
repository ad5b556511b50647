import { ui } from "@/content/ui";
import { type ResolvedService } from "@/lib/catalogue";
import { ROUTES } from "@/lib/routes";

/** Home › Services › Category › Service, shown on the page and described in JSON-LD. */
export function serviceCrumbs(service: ResolvedService) {
  return [
    { name: ui.service.home, href: ROUTES.home },
    { name: ui.service.services, href: ROUTES.services },
    { name: service.categoryName, href: `${ROUTES.services}#${service.categoryId}` },
    { name: service.name, href: service.href },
  ];
}

import { expect } from "@playwright/test";
import { byTag, normalized, prop, shownText } from "../export";
import type { PageCheck } from "../page-checks";
import { SERVICES } from "../site";

const BY_PATH = new Map(SERVICES.map((service) => [service.path, service]));

/** Moved from routes.spec.ts ("each service page shows its own name as the heading"). */
export const serviceHeading: PageCheck = {
  name: "shows its service's name as the heading, its category in the breadcrumb",
  appliesTo: (route) => BY_PATH.has(route),
  run(tree, route) {
    const service = BY_PATH.get(route)!;
    expect(byTag(tree, "h1").map(shownText)).toEqual([normalized(service.name)]);
    const breadcrumb = byTag(tree, "nav").filter((nav) => prop(nav, "ariaLabel") === "Breadcrumb");
    expect(breadcrumb).toHaveLength(1);
    expect(shownText(breadcrumb[0]!)).toContain(normalized(service.categoryName));
  },
};

import { expect } from "@playwright/test";
import type { PageCheck } from "../page-checks";
import { SERVICES } from "../site";

const BY_PATH = new Map(SERVICES.map((service) => [service.path, service]));

/** Moved from routes.spec.ts ("each service page shows its own name as the heading"). */
export const serviceHeading: PageCheck = {
  name: "shows its service's name as the heading, its category in the breadcrumb",
  appliesTo: (route) => BY_PATH.has(route),
  async run(page, route) {
    const service = BY_PATH.get(route)!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.name);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      service.categoryName,
    );
  },
};

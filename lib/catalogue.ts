import { parseContent } from "@/lib/parse-content";
import {
  type CategoryId,
  type Service,
  type ServiceCategory,
  ServiceCategorySchema,
} from "@/lib/schemas";
import { serviceHref } from "@/lib/routes";

export const RELATED_SERVICES_LIMIT = 3;

export type ServiceDefaults = { longDescription: readonly string[]; features: readonly string[] };

/** A service as the detail page shows it: spec §2's fallbacks already applied. */
export type ResolvedService = Service & {
  categoryId: CategoryId;
  categoryName: string;
  href: string;
  longDescription: string[];
  features: string[];
};

export type Catalogue = ReturnType<typeof createCatalogue>;

/** Validates the categories (one file each) and builds every service lookup from them. */
export function createCatalogue(
  sources: { file: string; data: unknown }[],
  defaults: ServiceDefaults,
) {
  const categories: ServiceCategory[] = sources.map(({ file, data }) =>
    parseContent(file, ServiceCategorySchema, data),
  );

  const owner = new Map<string, string>();
  for (const category of categories) {
    for (const item of category.items) {
      const other = owner.get(item.id);
      if (other) {
        throw new Error(
          `Invalid content: service id "${item.id}" is used in both "${other}" and "${category.id}"`,
        );
      }
      owner.set(item.id, category.id);
    }
  }

  const resolve = (category: ServiceCategory, service: Service): ResolvedService => ({
    ...service,
    categoryId: category.id,
    categoryName: category.name,
    href: serviceHref(category.id, service.id),
    longDescription: service.longDescription ?? [...defaults.longDescription],
    features: service.features ?? [...defaults.features],
  });

  function getCategory(categoryId: string): ServiceCategory | undefined {
    return categories.find((category) => category.id === categoryId);
  }

  function getService(categoryId: string, serviceId: string): ResolvedService | undefined {
    const category = getCategory(categoryId);
    const service = category?.items.find((item) => item.id === serviceId);
    return category && service ? resolve(category, service) : undefined;
  }

  function getCategoryServices(categoryId: string): ResolvedService[] {
    const category = getCategory(categoryId);
    return category ? category.items.map((item) => resolve(category, item)) : [];
  }

  function getAllServices(): ResolvedService[] {
    return categories.flatMap((category) => category.items.map((item) => resolve(category, item)));
  }

  /** Up to `limit` others from the same category, starting after this one so each page differs. */
  function getRelatedServices(
    categoryId: string,
    serviceId: string,
    limit = RELATED_SERVICES_LIMIT,
  ): ResolvedService[] {
    const category = getCategory(categoryId);
    if (!category) return [];
    const index = category.items.findIndex((item) => item.id === serviceId);
    const rotated = [
      ...category.items.slice(index + 1),
      ...category.items.slice(0, Math.max(index, 0)),
    ];
    return rotated
      .filter((item) => item.id !== serviceId)
      .slice(0, limit)
      .map((item) => resolve(category, item));
  }

  return {
    categories,
    getCategory,
    getService,
    getAllServices,
    getCategoryServices,
    getRelatedServices,
    getServiceParams: () =>
      categories.flatMap((category) =>
        category.items.map((item) => ({ category: category.id, service: item.id })),
      ),
  };
}

import { type ServiceCategoryInput } from "@/lib/schemas";

const photo = "https://images.unsplash.com/photo-1717281234297-3def5ae3eee1";

export function fixtureService(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `Service ${id}`,
    icon: "paint-roller" as const,
    shortDescription: `Short description of ${id}.`,
    longDescription: [`Long description of ${id}.`],
    features: ["One", "Two", "Three", "Four", "Five"],
    heroImageDescription: "A painter rolling paint onto a wall.",
    heroAlt: "Painter rolling paint onto a wall",
    heroImageUrl: photo,
    detailImageUrl: photo,
    detailAlt: "Painter at work",
    ...extra,
  };
}

export function fixtureCategory(
  id: "residential" | "commercial",
  serviceIds: string[],
  extra: Record<string, unknown> = {},
): ServiceCategoryInput {
  return {
    id,
    name: id === "residential" ? "Residential Painting" : "Commercial Painting",
    icon: "house",
    intro: "Intro.",
    heroImageDescription: "A house.",
    heroAlt: "A house",
    heroImageUrl: photo,
    items: serviceIds.map((serviceId) => fixtureService(serviceId)),
    ...extra,
  } as ServiceCategoryInput;
}

export const fixtureDefaults = {
  longDescription: ["Default paragraph one.", "Default paragraph two."],
  features: ["D1", "D2", "D3", "D4", "D5", "D6", "D7"],
};

/*
 * The folder collections whose entries have pages, each one's folder (relative to content/) and
 * page, as the registry (registry.ts) gives them to its collections: here, in a module that
 * imports nothing, next.config.ts reads them natively (its compiler does not resolve `@/`).
 */
const SERVICE = { kind: "services", segment: "service", parent: "category" } as const;

export const PAGED_FOLDERS = {
  residential: { folder: "services/residential", page: SERVICE },
  commercial: { folder: "services/commercial", page: SERVICE },
  projects: {
    folder: "projects",
    page: { kind: "projects", segment: "project", mayBeEmpty: true },
  },
  guides: { folder: "guides", page: { kind: "guides", segment: "guide" } },
  areas: { folder: "areas", page: { kind: "areas", segment: "area" } },
} as const;

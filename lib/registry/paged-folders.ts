/*
 * The folder collections whose entries have pages: each one's folder (relative to content/) and
 * page, as the registry (registry.ts) gives them to its collections. Said here, in a module
 * that imports nothing, so that next.config.ts reads them natively: Next's compiler of the
 * config does not resolve `@/`, and loading the whole registry through jiti cost every build
 * and every dev server start about half a second of processor.
 */
export const PAGED_FOLDERS = {
  residential: {
    folder: "services/residential",
    page: { kind: "services", segment: "service", parent: "category" },
  },
  commercial: {
    folder: "services/commercial",
    page: { kind: "services", segment: "service", parent: "category" },
  },
  projects: {
    folder: "projects",
    page: { kind: "projects", segment: "project", mayBeEmpty: true },
  },
  guides: { folder: "guides", page: { kind: "guides", segment: "guide" } },
  areas: { folder: "areas", page: { kind: "areas", segment: "area" } },
} as const;

import type { Page } from "@playwright/test";
import { frenchInterface } from "./page-checks/french-interface";
import { frenchReview, frenchSpacing } from "./page-checks/french-typography";
import { serviceHeading } from "./page-checks/service-heading";
import { serviceQuestions } from "./page-checks/service-questions";

/**
 * A check of one loaded page of the export. pages.spec.ts loads every page of the route table
 * once, in both languages, and runs each check that applies to it, as a step of that page's
 * gate, at 1280 × 800 once React has hydrated it (before the gate's axe passes and viewport
 * changes). A new per-page check joins this list instead of loading every page again.
 */
export type PageCheck = {
  /** The step's title: what the page must do. */
  name: string;
  appliesTo: (route: string) => boolean;
  run: (page: Page, route: string) => Promise<void>;
};

export const PAGE_CHECKS: PageCheck[] = [
  frenchInterface,
  frenchSpacing,
  frenchReview,
  serviceHeading,
  serviceQuestions,
];

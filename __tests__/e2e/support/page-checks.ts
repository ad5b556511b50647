import type { Root } from "hast";
import { frenchInterface } from "./page-checks/french-interface";
import { frenchReview, frenchSpacing } from "./page-checks/french-typography";
import { serviceHeading } from "./page-checks/service-heading";
import { serviceQuestions } from "./page-checks/service-questions";

/**
 * A check of one page of the export as served, read with no browser: static/pages.spec.ts
 * parses every page of the route table once, in both languages, and runs each check that
 * applies to it, as a step of that page's static gate. A check that needs layout or scripts
 * belongs in the browser's page gate (pages.spec.ts); one that reads the HTML joins this list
 * instead of loading every page again.
 */
export type PageCheck = {
  /** The step's title: what the page must do. */
  name: string;
  appliesTo: (route: string) => boolean;
  run: (tree: Root, route: string) => void;
};

export const PAGE_CHECKS: PageCheck[] = [
  frenchInterface,
  frenchSpacing,
  frenchReview,
  serviceHeading,
  serviceQuestions,
];

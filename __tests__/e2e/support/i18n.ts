import { getUi, router } from "../../../lib/content/load";
import { HTML_LANG } from "../../../lib/locale/i18n";

export { getUi, HTML_LANG };

/** Every page of the route table: its id and its path in each language. */
export const ROUTE_ROWS = router.entries();

/** out/ file of a site path: "/fr/a-propos/" → "fr/a-propos/index.html". */
export const fileOf = (path: string) => `${path.replace(/^\//, "")}index.html`;

/** Every string value of a label tree, flattened. */
export function labelValues(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(labelValues);
  return [];
}
